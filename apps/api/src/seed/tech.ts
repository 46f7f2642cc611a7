/** Demo feature flags and the org groups some of them target. */
export const DEMO_TECH_ROWS: Record<string, Array<Record<string, unknown>>> = {
  'feature-flag': [
    ['new-pack-station', 1, 3, 1, 1], ['batch-picking-v2', 2, 2, 1, 4], ['label-auto-void', 3, 4, 2, 2],
    ['oms-bulk-import', 1, 1, 1, 3], ['storage-billing-daily', 3, 3, 1, 1], ['ticket-auto-assign', 1, 3, 2, 2],
  ].map(([key, type, systemType, status, toggleStrategy]) => ({
    key, type, systemType, status, toggleStrategy, creator: 'admin', description: `Controls ${key}`,
    // The targets of the targeted strategies; org groups are seeded into an empty table, so
    // 'Beta testers' and 'West coast 3PLs' are ids 1 and 3.
    ...(toggleStrategy === 3 ? { orgGroupIds: [1, 3] } : {}),
    ...(toggleStrategy === 4 ? { percentage: 25 } : {}),
  })),
  'org-group': ['Beta testers', 'Enterprise accounts', 'West coast 3PLs', 'Internal QA'].map((groupName, i) => ({
    groupName, isSystemGroup: i === 3, creator: 'admin', description: `${groupName} group`,
  })),
};
