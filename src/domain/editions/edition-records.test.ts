import { describe, expect, it } from 'vitest';
import { valuesFromRecord, withEmptyColumns } from './edition-records';

describe('a record read from a file', () => {
  it('given a CSV row under token_id,image, when it is read, then it holds those two columns and no others', () => {
    const values = valuesFromRecord({ token_id: '7', image: '7.png' });
    expect(values).toStrictEqual({ tokenId: '7', image: '7.png' });
  });

  it('given a JSON object without attributes, when it is read, then it has no attributes column', () => {
    const values = valuesFromRecord({ token_id: 7, name: '밤', description: '', image: '7.png' });
    expect(values).toStrictEqual({ tokenId: '7', name: '밤', description: '', image: '7.png' });
  });

  it('given trait_type:<name> columns, when a row leaves them empty, then they still make up its attributes', () => {
    expect(valuesFromRecord({ token_id: '7', 'trait_type:눈': '초록' })).toStrictEqual({ tokenId: '7', attributes: '눈: 초록' });
    expect(valuesFromRecord({ token_id: '8', 'trait_type:눈': '' })).toStrictEqual({ tokenId: '8', attributes: '' });
  });

  it('given a record of a new token, when its missing columns are filled, then they are empty', () => {
    expect(withEmptyColumns({ tokenId: '7', image: '7.png' })).toStrictEqual({ tokenId: '7', name: '', description: '', image: '7.png', attributes: '' });
  });
});
