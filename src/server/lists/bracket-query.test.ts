import { describe, expect, it } from 'vitest';
import { ValidationError } from '../errors/validation-error';
import { bracketListParams, INVALID, parseBracketFilters, splitList, type FilterValueParser } from './bracket-query';

const params = bracketListParams(['name', 'createdAt'] as const);

type Filter = { name: 'name'; operator: 'like'; value: string } | { name: 'tags'; operator: 'in'; value: string[] };
const OPERATORS = { name: ['like'], tags: ['in'] } as const;
const parseValue: FilterValueParser<keyof typeof OPERATORS, Filter> = (name, _operator, value) => {
  if (value.trim() === '') return null;
  if (name === 'tags') {
    const tags = splitList(value);
    return tags.every((tag) => /^[a-z]+$/.test(tag)) ? { name, operator: 'in', value: tags } : INVALID;
  }
  return { name, operator: 'like', value };
};

/** The property paths of the 400 a call throws. */
function violations(call: () => unknown): string[] {
  try {
    call();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).status).toBe(400);
    return (error as ValidationError).violations.map((v) => v.propertyPath);
  }
  throw new Error('expected a ValidationError');
}

describe('bracketListParams', () => {
  it('defaults paging and leaves the sort to the list', () => {
    expect(params.parse({})).toEqual({ limit: 20, offset: 0, sorting: { name: undefined, order: undefined } });
    expect(
      params.parse({ limit: '99999', offset: '40', 'sorting[name]': 'createdAt', 'sorting[order]': 'desc' }),
    ).toEqual({
      limit: 99999,
      offset: 40,
      sorting: { name: 'createdAt', order: 'desc' },
    });
  });

  it('names every bad paging and sorting parameter in one 400', () => {
    expect(
      violations(() =>
        params.parse({ limit: '100000', offset: '-1', 'sorting[name]': 'email', 'sorting[order]': 'up' }),
      ),
    ).toEqual(['limit', 'offset', 'sorting[name]', 'sorting[order]']);
    expect(violations(() => params.parse({ limit: '0' }))).toEqual(['limit']);
    expect(violations(() => params.parse({ limit: '2.5' }))).toEqual(['limit']);
  });

  it('checks sorting and paging on their own', () => {
    expect(violations(() => params.sorting({ limit: 'x', 'sorting[name]': 'email' }))).toEqual(['sorting[name]']);
    expect(params.sorting({ limit: 'x' })).toEqual({ name: undefined, order: undefined });
    expect(violations(() => params.paging({ limit: 'x', 'sorting[name]': 'email' }))).toEqual(['limit']);
  });
});

describe('parseBracketFilters', () => {
  it('collects the filters by index, skipping the ones that filter nothing', () => {
    const query = {
      'filters[0][name]': 'name',
      'filters[0][operator]': 'like',
      'filters[0][value]': 'kow',
      'filters[1][name]': 'tags',
      'filters[1][operator]': 'in',
      'filters[1][value]': 'a, b,,c',
      'filters[2][name]': 'name',
      'filters[2][operator]': 'like',
      'filters[2][value]': '  ',
    };
    expect(parseBracketFilters(query, OPERATORS, parseValue)).toEqual([
      { name: 'name', operator: 'like', value: 'kow' },
      { name: 'tags', operator: 'in', value: ['a', 'b', 'c'] },
    ]);
  });

  it('names each bad name, operator and value in one 400', () => {
    const query = {
      'filters[0][name]': 'email',
      'filters[0][operator]': 'like',
      'filters[1][name]': 'name',
      'filters[1][operator]': 'in',
      'filters[2][name]': 'tags',
      'filters[2][operator]': 'in',
      'filters[2][value]': 'a,B7',
      'filters[3][name]': 'constructor',
      'filters[3][operator]': 'like',
      'filters[4][name]': 'name',
      'filters[4][operator]': 'like',
      'filters[4][value]': 'fine',
    };
    expect(violations(() => parseBracketFilters(query, OPERATORS, parseValue))).toEqual([
      'filters[0][name]',
      'filters[1][operator]',
      'filters[2][value]',
      'filters[3][name]',
    ]);
  });
});
