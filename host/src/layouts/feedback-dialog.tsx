// "Send feedback": the dialog is here so people find it; sending from the app arrives with the
// feedback API in a later release, so for now it says so and offers e-mail instead.
import { Button, Dialog, buttonClassName } from '@signalboard/shared/ui';

export const FEEDBACK_EMAIL = 'feedback@signalboard.app';

export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Send feedback"
      description="Tell us what works, what does not, and what you wish Signalboard did."
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <a
            className={buttonClassName('primary')}
            href={`mailto:${FEEDBACK_EMAIL}?subject=Signalboard%20feedback`}
          >
            E-mail the team
          </a>
        </>
      }
    >
      <p className="sb-feedback-note">
        Sending feedback from inside the app is <strong>coming soon</strong>. Until then, write to{' '}
        <a className="sb-link" href={`mailto:${FEEDBACK_EMAIL}`}>
          {FEEDBACK_EMAIL}
        </a>
        : every message is read by the people who build the product.
      </p>
    </Dialog>
  );
}
