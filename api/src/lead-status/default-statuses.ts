/**
 * The statuses every new project starts with, in order; the first is the default new leads get.
 * Migration 0007 gave existing projects the same set, so keep the two in step.
 */
export const defaultLeadStatuses = [
  { name: 'New', color: '#3b82f6' },
  { name: 'Contacted', color: '#f59e0b' },
  { name: 'Qualified', color: '#8b5cf6' },
  { name: 'Won', color: '#10b981' },
  { name: 'Lost', color: '#6b7280' },
] as const;
