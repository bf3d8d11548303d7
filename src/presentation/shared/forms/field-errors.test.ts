import { describe, expect, it } from 'vitest';
import { NetworkError, ValidationError } from '../../../application/errors/app-error';
import { submitCreatorInputSchema } from '../../../domain/creator/creator';
import { FieldErrors } from './field-errors';

const fields = ['name', 'description', 'youtubeUrl', 'instagramUrl', 'xUrl'] as const;
const good = { name: '김하늘', description: '', youtubeUrl: '', instagramUrl: '', xUrl: '' };

describe('FieldErrors', () => {
  it('given a bad link, when its field is left, then only that field shows the rule’s exact message', () => {
    const sut = new FieldErrors(submitCreatorInputSchema, fields);
    const values = { ...good, name: '', youtubeUrl: 'youtube.com' };
    expect(sut.check('youtubeUrl', values)).toBe(false);
    expect(sut.message('youtubeUrl')).toBe('유효하지 않은 유튜브 링크입니다.');
    expect(sut.message('name')).toBeUndefined();
  });

  it('given an error shown, when the value is fixed while typing, then it disappears; an untouched field gets none', () => {
    const sut = new FieldErrors(submitCreatorInputSchema, fields);
    sut.check('xUrl', { ...good, xUrl: 'x' });
    sut.recheck('xUrl', { ...good, xUrl: 'x.com/haneul' });
    sut.recheck('name', { ...good, name: '' });
    expect(sut.hasErrors).toBe(false);
  });

  it('given several bad fields, when all are checked, then each shows its message and the first in form order is known', () => {
    const sut = new FieldErrors(submitCreatorInputSchema, fields);
    expect(sut.checkAll({ ...good, name: ' ', xUrl: 'twitter.com/a' })).toBe(false);
    expect(sut.errors).toEqual({ name: '내용을 작성해주세요.', xUrl: '유효하지 않은 X 링크입니다.' });
    expect(sut.firstInvalid).toBe('name');
  });

  it('given a server ValidationError for a known field, when placed, then it shows there; others are not placed', () => {
    const sut = new FieldErrors(submitCreatorInputSchema, fields);
    expect(sut.place(new ValidationError('이미 사용 중인 이름입니다.', 'name'))).toBe(true);
    expect(sut.message('name')).toBe('이미 사용 중인 이름입니다.');
    expect(sut.place(new ValidationError('요청이 잘못되었습니다.', 'unknownField'))).toBe(false);
    expect(sut.place(new ValidationError('요청이 잘못되었습니다.'))).toBe(false);
    expect(sut.place(new NetworkError('offline'))).toBe(false);
  });
});
