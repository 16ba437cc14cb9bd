import { describe, expect, it } from 'vitest';
import { availableActions } from './AdvisorActions';

describe('availableActions', () => {
  it('follows the status for rows the caller may change', () => {
    expect(availableActions({ id: 'a', status: 'initial', editable: true })).toEqual({
      edit: true,
      activate: true,
      sendActivation: true,
      archive: true,
    });
    expect(availableActions({ id: 'a', status: 'active', editable: true })).toEqual({
      edit: true,
      activate: false,
      sendActivation: false,
      archive: true,
    });
    expect(availableActions({ id: 'a', status: 'deleted', editable: true })).toEqual({
      edit: true,
      activate: true,
      sendActivation: false,
      archive: false,
    });
  });

  it('offers nothing on rows the caller may not change', () => {
    expect(availableActions({ id: 'a', status: 'active', editable: false })).toEqual({
      edit: false,
      activate: false,
      sendActivation: false,
      archive: false,
    });
  });

  it('never offers archiving one’s own account', () => {
    expect(availableActions({ id: 'me', status: 'active', editable: true }, 'me').archive).toBe(false);
    expect(availableActions({ id: 'me', status: 'active', editable: true }, 'me').edit).toBe(true);
  });
});
