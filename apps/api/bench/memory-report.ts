/**
 * Loaded into the server by the memory benchmark (`node --expose-gc -r memory-report.js`), never by the platform: asked
 * over the IPC channel, it collects the garbage and answers what the process holds (process.memoryUsage()), so the
 * benchmark can tell live objects and buffers from memory the heap and the allocator keep without using it.
 */
process.on('message', (message) => {
  if (message !== 'memory-report') return;
  (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ memoryReport: process.memoryUsage() });
});
// The channel does not keep the server running on its own.
process.channel?.unref();
