// The foot of a wizard step: Back (a link: the previous step reloads what was saved), Continue (a
// submit button, busy while saving, disabled while something is missing) and the reasons it is
// disabled, which the button points at so the reason is read with it.
import { useId, type ReactNode } from 'react';
import { Link } from '@signalboard/shared/router';
import { Button, buttonClassName } from '@signalboard/shared/ui';

export interface StepActionsProps {
  /** The previous step's path; no Back button on the first step. */
  back?: string;
  continueLabel?: string;
  /** Text read while saving, e.g. "Saving". */
  busyLabel?: string;
  busy: boolean;
  /** What still has to be done before Continue is possible; Continue is disabled while any. */
  blockers?: readonly string[];
  /** More buttons after Continue (e.g. Skip). */
  children?: ReactNode;
}

export function StepActions({
  back,
  continueLabel = 'Continue',
  busyLabel = 'Saving',
  busy,
  blockers = [],
  children,
}: StepActionsProps) {
  const blockersId = useId();
  const blocked = blockers.length > 0;
  return (
    <div className="sb-stack sb-stack--sm">
      <div className="sb-cluster wizard-actions">
        {back ? (
          <Link className={buttonClassName('secondary')} to={back}>
            Back
          </Link>
        ) : null}
        <Button
          type="submit"
          loading={busy}
          loadingLabel={busyLabel}
          disabled={blocked}
          aria-describedby={blocked ? blockersId : undefined}
        >
          {continueLabel}
        </Button>
        {children}
      </div>
      {blocked ? (
        <div id={blockersId} className="sb-muted sb-text-sm">
          {blockers.length === 1 ? (
            <p>{blockers[0]}</p>
          ) : (
            <>
              <p>Before you continue:</p>
              <ul className="wizard-actions__blockers">
                {blockers.map((blocker) => (
                  <li key={blocker}>{blocker}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
    </div>
  );
}
