import { describe, expect, it } from 'vitest';
import { mergedValues, valuesFromRecord, withEmptyColumns } from './edition-records';

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
    expect(valuesFromRecord({ token_id: '7', 'trait_type:눈': '초록' })).toStrictEqual({
      tokenId: '7',
      attributes: '눈: 초록',
      traits: [{ traitType: '눈', value: '초록' }],
    });
    expect(valuesFromRecord({ token_id: '8', 'trait_type:눈': '' })).toStrictEqual({
      tokenId: '8',
      attributes: '',
      traits: [{ traitType: '눈', value: '' }],
    });
    // With an attributes column too, that column and the traits make the whole cell.
    expect(valuesFromRecord({ token_id: '9', attributes: '배경: 파랑', 'trait_type:눈': '초록' })).toStrictEqual({
      tokenId: '9',
      attributes: '배경: 파랑; 눈: 초록',
    });
  });

  it('given trait columns merged into a row, then only those traits change: set, cleared by a blank cell, or added', () => {
    const current = {
      tokenId: '1',
      name: '밤',
      description: '',
      image: '',
      attributes: '배경: 파랑; 눈: 초록; 입: 웃음',
    };
    const file = valuesFromRecord({
      token_id: '1',
      'trait_type:배경': '빨강',
      'trait_type:입': '',
      'trait_type:모자': '베레모',
    });
    expect(mergedValues(current, file)).toStrictEqual({
      tokenId: '1',
      attributes: '배경: 빨강; 눈: 초록; 모자: 베레모',
    });
    // A row whose attributes cannot be read takes the file's; a file without trait columns changes what it has.
    expect(mergedValues({ ...current, attributes: '배경 파랑' }, file).attributes).toBe('배경: 빨강; 모자: 베레모');
    expect(mergedValues(current, { tokenId: '1', name: '새 이름' })).toStrictEqual({ tokenId: '1', name: '새 이름' });
    expect(withEmptyColumns(file)).not.toHaveProperty('traits');
  });

  it('matches trait names whatever their case or spacing, takes a cell of spaces as blank, and reads any trait name', () => {
    const current = {
      tokenId: '1',
      name: '',
      description: '',
      image: '',
      attributes: 'Eyes: green; Hair  Color: red; constructor: x',
    };
    const file = valuesFromRecord({
      token_id: '1',
      'trait_type:eyes': 'blue',
      'trait_type:hair color': ' ',
      'trait_type:__proto__': 'p',
      'trait_type:toString': 't',
    });
    expect(mergedValues(current, file).attributes).toBe('Eyes: blue; constructor: x; __proto__: p; toString: t');
    // A name the file repeats in another case is one trait, its first column's.
    const twice = valuesFromRecord({ token_id: '1', 'trait_type:Mood': '기쁨', 'trait_type:mood': '슬픔' });
    expect(mergedValues({ ...current, attributes: '' }, twice).attributes).toBe('Mood: 기쁨');
  });

  it('given a record of a new token, when its missing columns are filled, then they are empty', () => {
    expect(withEmptyColumns({ tokenId: '7', image: '7.png' })).toStrictEqual({
      tokenId: '7',
      name: '',
      description: '',
      image: '7.png',
      attributes: '',
    });
  });
});
