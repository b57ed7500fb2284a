import { findPrice, priceAmount } from './entities.js';
import { findLocation, placeMatches } from './location.js';
import { findRole, roleMatches } from './role.js';
import type { SmartColumnCompare, SmartColumnEntity } from './rules.js';
import { findTeamSize } from './team-size.js';

function compareNumber(found: number, compare: SmartColumnCompare): boolean | null {
  switch (compare.op) {
    case 'lt':
      return found < compare.value;
    case 'lte':
      return found <= compare.value;
    case 'gt':
      return found > compare.value;
    case 'gte':
      return found >= compare.value;
    case 'is':
      return null;
  }
}

/**
 * A yes/no answer about what the post says of one entity: null when it does not say ("not stated"),
 * else whether it meets the comparison ("fewer than 10 people", "in the UK", "a founder").
 */
export function answerComparison(
  entity: SmartColumnEntity,
  compare: SmartColumnCompare,
  text: string,
): boolean | null {
  switch (entity) {
    case 'team_size': {
      const size = findTeamSize(text);
      return size ? compareNumber(size.count, compare) : null;
    }
    case 'price': {
      const price = findPrice(text);
      const amount = price === null ? null : priceAmount(price);
      return amount === null ? null : compareNumber(amount, compare);
    }
    case 'location': {
      const place = findLocation(text);
      return place && compare.op === 'is' ? placeMatches(place, compare.value) : null;
    }
    case 'role': {
      const role = findRole(text);
      return role && compare.op === 'is' ? roleMatches(role, compare.value) : null;
    }
    default:
      return null;
  }
}
