import { readApprovals } from './approvals';

describe('approvals as read', () => {
  it('keeps well-formed approvals', () => {
    expect(readApprovals({ success: true, info: [{ id: 'a', changes: [] }, { nope: 1 }] })).toHaveLength(1);
  });
});
