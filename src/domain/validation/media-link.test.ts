import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  classifyMediaLink,
  isValidCid,
  mediaFileName,
  mediaLinkSchema,
  MEDIA_LINK_MESSAGE,
  uploadedFileName,
} from './media-link';

const CID_V0 = 'QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG';
const CID_V1 = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi';

describe('the media link rule', () => {
  it.each([
    ['https://cdn.example.com/1.png', 'https'],
    [`ipfs://${CID_V0}`, 'ipfs'],
    [`ipfs://${CID_V1}/1.png`, 'ipfs'],
    [`ipfs://ipfs/${CID_V0}/7.png`, 'ipfs'],
    ['ar://bNbA3TEQVL60xlgCcqdz4ZPHFZ711cZ3hmkpGttDt_U', 'arweave'],
    ['/local/uploads/ab12.png', 'local-upload'],
    ['ipfs://NewUriToReplace/1.png', 'ipfs-placeholder'],
    ['1.png', 'file-name'],
    ['images/1.png', 'file-name'],
    ['My Art #1.png', 'file-name'],
    ['javascript:alert(1)', 'refused'],
    ['JavaScript:alert(1)', 'refused'],
    ['data:text/html,<script>alert(1)</script>', 'refused'],
    ['http://example.com/1.png', 'refused'],
    ['//evil.example/1.png', 'refused'],
    ['/etc/passwd', 'refused'],
    ['https://', 'refused'],
    ['', 'refused'],
  ])('%s is %s', (link, kind) => {
    expect(classifyMediaLink(link)).toBe(kind);
  });

  it('stores https, ipfs with a valid CID, ar and local uploads, and refuses the rest with one message', () => {
    for (const ok of ['https://a.example/x.png', `ipfs://${CID_V1}`, 'ar://abc', '/local/uploads/x.png']) {
      expect(v.safeParse(mediaLinkSchema, ok).success).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://a.example/x.png',
      '//a.example/x.png',
      'ipfs://NewUriToReplace/1.png',
      '1.png',
    ]) {
      const result = v.safeParse(mediaLinkSchema, bad);
      expect(result.success).toBe(false);
      if (!result.success) expect(result.issues[0].message).toBe(MEDIA_LINK_MESSAGE);
    }
  });

  it('knows CIDs from look-alikes', () => {
    expect(isValidCid(CID_V0)).toBe(true);
    expect(isValidCid(CID_V1)).toBe(true);
    expect(isValidCid('NewUriToReplace')).toBe(false);
    expect(isValidCid('Qm123')).toBe(false);
  });

  it('reads the file name from the last path segment of a link or a name', () => {
    expect(mediaFileName('ipfs://NewUriToReplace/1.png')).toBe('1.png');
    expect(mediaFileName('https://cdn.example.com/a/b/%EC%9E%91%ED%92%88.png?x=1#y')).toBe('작품.png');
    expect(mediaFileName('images/12.png')).toBe('12.png');
    expect(mediaFileName('3.png')).toBe('3.png');
    expect(mediaFileName('art/My Art #1.png')).toBe('My Art #1.png');
  });
});

describe('uploaded links that name their file', () => {
  const HASH = '0123456789abcdef0123456789abcdef';
  it('accepts the local API’s named upload links and reads the name back; no segment may start with a dot', () => {
    expect(classifyMediaLink(`/local/uploads/${HASH}/17.png`)).toBe('local-upload');
    expect(classifyMediaLink(`/local/uploads/${HASH}/${encodeURIComponent('내 작품 #1.png')}`)).toBe('local-upload');
    expect(uploadedFileName(`/local/uploads/${HASH}/${encodeURIComponent('내 작품 #1.png')}`)).toBe('내 작품 #1.png');
    expect(uploadedFileName(`/local/uploads/${HASH}.png`)).toBeNull();
    expect(uploadedFileName('ipfs://NewUriToReplace/1.png')).toBeNull();
    expect(classifyMediaLink('/local/uploads/../secret')).toBe('refused');
    expect(classifyMediaLink(`/local/uploads/${HASH}/..`)).toBe('refused');
  });
});
