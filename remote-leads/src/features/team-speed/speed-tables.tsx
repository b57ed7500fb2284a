// The per-member and per-signal tables. Each scrolls inside its own box on a narrow screen (a region
// with a name and a Tab stop, so a keyboard can scroll it too); the page itself never scrolls sideways.
import type { ReactNode } from 'react';
import type { ReplySpeedMember, ReplySpeedSignal } from '@signalboard/shared/api';
import { duration } from './speed-words';

function Time({ seconds }: { seconds: number | null }) {
  if (seconds !== null) return <>{duration(seconds)}</>;
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sb-visually-hidden">none</span>
    </>
  );
}

function ScrollingTable({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className="team-speed-table" role="region" aria-label={caption} tabIndex={0}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((name) => (
              <th scope="col" key={name}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Who touched leads first, and how fast: the leads counted under a person are the ones they touched first. */
export function MemberTable({ members }: { members: ReplySpeedMember[] }) {
  return (
    <ScrollingTable
      caption="Per member (the leads each touched first)"
      head={['Member', 'Leads', 'Median first touch', '9 in 10 within', 'Contacted', 'Median to contacted']}
    >
      {members.map((member) => (
        <tr key={member.user_id ?? `former-${member.name}`}>
          <th scope="row">
            {member.name}
            {member.former_member ? <span className="team-speed-table__former"> (former member)</span> : null}
          </th>
          <td>{member.touched}</td>
          <td>
            <Time seconds={member.first_touch_median_seconds} />
          </td>
          <td>
            <Time seconds={member.first_touch_p90_seconds} />
          </td>
          <td>{member.contacted}</td>
          <td>
            <Time seconds={member.contacted_median_seconds} />
          </td>
        </tr>
      ))}
    </ScrollingTable>
  );
}

/** Each intent signal's leads (under their best-scoring signal, as the overview counts them). */
export function SignalTable({ signals }: { signals: ReplySpeedSignal[] }) {
  return (
    <ScrollingTable
      caption="Per intent signal"
      head={[
        'Intent signal',
        'Found',
        'Waiting',
        'Median first touch',
        '9 in 10 within',
        'Contacted',
        'Median to contacted',
      ]}
    >
      {signals.map((signal) => (
        <tr key={signal.intent_signal_id ?? 'none'}>
          <th scope="row">{signal.name ?? 'No signal'}</th>
          <td>{signal.found}</td>
          <td>{signal.waiting}</td>
          <td>
            <Time seconds={signal.first_touch_median_seconds} />
          </td>
          <td>
            <Time seconds={signal.first_touch_p90_seconds} />
          </td>
          <td>{signal.contacted}</td>
          <td>
            <Time seconds={signal.contacted_median_seconds} />
          </td>
        </tr>
      ))}
    </ScrollingTable>
  );
}
