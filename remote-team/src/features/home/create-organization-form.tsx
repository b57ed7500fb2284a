// Organization onboarding: name (and optionally the website) -> the organization exists, and the
// user goes on to their (still empty) project list to create the first project.
import { useNavigate } from '@signalboard/shared/router';
import { errorMessage, useCreateOrganization } from '@signalboard/shared/api';
import {
  Button,
  Card,
  Form,
  FormError,
  maxLength,
  PageHeader,
  required,
  TextField,
  useForm,
  website,
} from '@signalboard/shared/ui';
import { normalizeWebsite } from './normalize-website';

const rules = {
  name: [required('Organization name'), maxLength('Organization name', 100)],
  website: [website],
};

/**
 * `asCard`: the form as one section of a page that has its own title (the home page of a guest),
 * instead of the page itself.
 */
export function CreateOrganizationForm({ asCard = false }: { asCard?: boolean }) {
  const navigate = useNavigate();
  const form = useForm({ name: '', website: '' }, rules);
  const createOrganization = useCreateOrganization();

  // mutateAsync, not mutate's onSuccess: once the organization is cached the home page swaps this
  // form out, and TanStack drops per-call callbacks of an unmounted observer.
  const submit = form.handleSubmit(async (values) => {
    try {
      await createOrganization.mutateAsync({
        name: values.name.trim(),
        website: normalizeWebsite(values.website),
      });
    } catch {
      return; // shown from createOrganization.error
    }
    navigate('/projects', { replace: true });
  });

  const explanation =
    'Your organization is where your team works: its projects, leads and members all belong to it.';
  const fields = (
    <Form onSubmit={submit}>
      <TextField label="Organization name" autoComplete="organization" required {...form.field('name')} />
      <TextField
        label="Website"
        type="url"
        inputMode="url"
        autoComplete="url"
        hint="Optional. Your company's website, like example.com."
        {...form.field('website')}
      />
      <FormError>
        {createOrganization.isError
          ? errorMessage(createOrganization.error, 'Could not create the organization')
          : null}
      </FormError>
      <div>
        <Button type="submit" loading={createOrganization.isPending}>
          Create organization
        </Button>
      </div>
    </Form>
  );

  if (asCard) {
    return (
      <Card
        title="Create your organization"
        description={`${explanation} Create one to start your own projects.`}
      >
        {fields}
      </Card>
    );
  }
  return (
    <div className="sb-stack sb-stack--lg">
      <PageHeader title="Create your organization" subtitle={explanation} />
      <Card>{fields}</Card>
    </div>
  );
}
