// One row per intent signal or per source over the 12 weeks: leads found, marked good, marked not a
// lead, and the share of judged leads that were good (what precision feels like to the team).
import type { LeadQualityGroup } from '@signalboard/shared/api';
import { goodShare } from './quality-labels';

export interface GroupRow {
  key: string;
  name: string;
  group: LeadQualityGroup;
}

export function GroupTable({
  caption,
  heading,
  rows,
}: {
  caption: string;
  heading: string;
  rows: GroupRow[];
}) {
  return (
    <div className="quality-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="quality-table">
        <caption className="sb-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Leads</th>
            <th scope="col">Good lead</th>
            <th scope="col">Not a lead</th>
            <th scope="col">Judged good</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, group }) => (
            <tr key={key}>
              <th scope="row" className="quality-table__name">
                {name}
              </th>
              <td>{group.found}</td>
              <td>{group.accepted}</td>
              <td>{group.rejected}</td>
              <td>{goodShare(group)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
