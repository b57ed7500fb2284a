import type { FastifyPluginAsync } from 'fastify';
import analysisRuns from './analysis-runs.js';
import leadCrmPush from './lead-crm-push.js';
import bulkActions from './bulk-actions.js';
import draftReply from './draft-reply.js';
import events from './events.js';
import exportCsv from './export-csv.js';
import intentSignals from './intent-signals.js';
import leadImport from './import.js';
import leadAssignee from './lead-assignee.js';
import leadHistory from './lead-history.js';
import leadItem from './lead-item.js';
import leadNotes from './lead-notes.js';
import leadsDataSources from './leads-data-sources.js';
import list from './list.js';
import overview from './overview.js';
import replySpeed from './reply-speed.js';
import smartColumns from './smart-columns.js';
import unreadCount from './unread-count.js';

/**
 * /api/v1/leads/{projectId}: a project's leads and what finds them. Every route resolves the caller's
 * access to the project first (members read and change, guests read). The lead list itself arrives
 * with the lead engine.
 */
const leads: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(intentSignals);
  await app.register(smartColumns);
  await app.register(analysisRuns);
  await app.register(unreadCount);
  await app.register(list);
  await app.register(leadItem);
  await app.register(leadAssignee);
  await app.register(leadNotes);
  await app.register(leadHistory);
  await app.register(draftReply);
  await app.register(bulkActions);
  await app.register(leadCrmPush);
  await app.register(leadsDataSources);
  await app.register(leadImport);
  await app.register(overview);
  await app.register(replySpeed);
  await app.register(exportCsv);
  await app.register(events);
};

export default leads;
