// "Last 7 days | Last 30 days": two toggle buttons in a named group; the pressed one is the window shown.
import { REPLY_SPEED_WINDOWS, type ReplySpeedWindow } from '@signalboard/shared/api';
import { Button } from '@signalboard/shared/ui';

export function WindowSwitch({
  value,
  onChange,
}: {
  value: ReplySpeedWindow;
  onChange: (days: ReplySpeedWindow) => void;
}) {
  return (
    <div className="team-speed__switch" role="group" aria-label="Window">
      {REPLY_SPEED_WINDOWS.map((days) => (
        <Button
          key={days}
          variant={days === value ? 'secondary' : 'ghost'}
          size="sm"
          aria-pressed={days === value}
          onClick={() => onChange(days)}
        >
          Last {days} days
        </Button>
      ))}
    </div>
  );
}
