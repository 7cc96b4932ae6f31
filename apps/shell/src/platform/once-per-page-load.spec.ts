import { oncePerPageLoad } from './once-per-page-load';

describe('oncePerPageLoad', () => {
  it('asks once and hands every caller the same answer', async () => {
    const request = jest.fn().mockResolvedValue(['template_nbl']);
    const read = oncePerPageLoad(request);
    await expect(Promise.all([read(), read()])).resolves.toEqual([['template_nbl'], ['template_nbl']]);
    await read();
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failure', async () => {
    const request = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('back');
    const read = oncePerPageLoad(request);
    await expect(read()).rejects.toThrow('offline');
    await expect(read()).resolves.toBe('back');
    expect(request).toHaveBeenCalledTimes(2);
  });
});
