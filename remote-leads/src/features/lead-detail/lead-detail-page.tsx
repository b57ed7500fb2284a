// /projects/{projectId}/leads/{id}: one lead, in full (also shown as a drawer over the list later).
import { ComingSoon } from '@signalboard/shared/ui';

export default function LeadDetailPage() {
  return (
    <ComingSoon
      title="Lead"
      description="Here you will read the whole post, see which intent signals it matched and why, set its status, star it, and open the original conversation."
    />
  );
}
