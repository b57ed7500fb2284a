import type { McpTool } from '../tool.js';
import { addNote } from './add-note.js';
import { getLead } from './get-lead.js';
import { leadStats } from './lead-stats.js';
import { listProjects } from './list-projects.js';
import { pushToCrm } from './push-to-crm.js';
import { searchLeads } from './search-leads.js';
import { setLeadStatus } from './set-lead-status.js';
import { triageLead } from './triage-lead.js';

/** Every tool, in the order a model meets them: find, read, then act. */
export const signalboardTools = [
  listProjects,
  searchLeads,
  getLead,
  leadStats,
  triageLead,
  setLeadStatus,
  addNote,
  pushToCrm,
] as unknown as McpTool[];
