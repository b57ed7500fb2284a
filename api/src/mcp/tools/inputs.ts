import { Type } from 'typebox';

/** Inputs several tools share, described for a model. */
export const ProjectIdInput = Type.String({
  format: 'uuid',
  description: 'The project id, from list_projects.',
});

export const LeadIdInput = Type.String({ format: 'uuid', description: 'The lead id, from search_leads.' });

export const NotLeadReasonInput = Type.Enum(
  ['no_buying_intent', 'wrong_buyer', 'vendor_or_self_promotion', 'job_post', 'other_meaning', 'other'],
  {
    description:
      'Why it is not a lead (required with not_lead): no_buying_intent (no need to buy or switch), wrong_buyer (not someone who would buy this), vendor_or_self_promotion (a seller promoting), job_post (hiring or job seeking), other_meaning (the words mean something else here), other (say why in other_reason).',
  },
);
