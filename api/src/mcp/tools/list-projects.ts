import { Type } from 'typebox';
import { defineTool } from '../tool.js';
import { answer, expectOk } from '../tool-answers.js';

interface Project {
  id: string;
  name: string;
  unread_count: number;
  lead_threshold: number;
}

const maxProjects = 50;

export const listProjects = defineTool({
  name: 'list_projects',
  title: 'List projects',
  description:
    'Lists the Signalboard projects this key reaches (id, name, unread leads); start here to get a project_id.',
  input: Type.Object({}, { additionalProperties: false }),
  readOnly: true,
  async run(_args, call) {
    const projects = expectOk<Project[]>(await call('GET', '/api/v1/project'));
    return answer({
      projects: projects.slice(0, maxProjects).map((project) => ({
        id: project.id,
        name: project.name,
        unread_leads: project.unread_count,
        lead_threshold: project.lead_threshold,
      })),
      ...(projects.length > maxProjects ? { more: projects.length - maxProjects } : {}),
    });
  },
});
