// /projects/{projectId}/leads: the lead list arrives with the leads issue.
import { ComingSoon } from '@signalboard/shared/ui';

export default function LeadListPage() {
  return (
    <ComingSoon
      title="Leads"
      subtitle="People on public forums asking for what you sell."
      description="Here you will see this project's leads ranked by how well they match your intent signals, with statuses, stars, filters, search, smart columns and bulk actions."
    />
  );
}
