import { describe, expect, it } from 'vitest';
import { answerConfirm, confirmations } from '../../state/confirmations';
import { countUp, counters } from '../../state/counters';
import { confirmLeave, LEAVE_EDIT_MESSAGE } from './leave-guard';

describe('leaving a page in edit mode', () => {
  it('goes on at once when not editing', async () => {
    expect(await confirmLeave()).toBe(true);
    expect(confirmations.current).toBeNull();
  });

  it('asks first; staying keeps edit mode, leaving ends it', async () => {
    countUp('edit');
    countUp('dirty');
    const stay = confirmLeave();
    expect(confirmations.current?.message).toBe(LEAVE_EDIT_MESSAGE);
    answerConfirm(false);
    expect(await stay).toBe(false);
    expect(counters.edit).toBe(1);

    const leave = confirmLeave();
    answerConfirm(true);
    expect(await leave).toBe(true);
    expect(counters).toMatchObject({ edit: 0, dirty: 0 });
  });
});
