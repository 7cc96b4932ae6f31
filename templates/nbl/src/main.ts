// This remote is only ever loaded through its federation entry (remoteEntry.js / mf-manifest.json).
export {};
