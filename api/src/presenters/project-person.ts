import type { Static } from 'typebox';
import { personName } from '../leads/lead-actor.js';
import type { ProjectPerson } from '../repositories/project-people-repository.js';
import type { ProjectPersonSchema } from '../schemas/lead-assignee.js';

export function toProjectPerson(person: ProjectPerson): Static<typeof ProjectPersonSchema> {
  return { id: person.id, name: personName(person), kind: person.kind };
}
