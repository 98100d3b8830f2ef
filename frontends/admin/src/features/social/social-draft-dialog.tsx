import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { useTranslation } from '@terrabridge/i18n';
import { SOCIAL_PLATFORMS } from '@terrabridge/rules/social-posts';
import { Button } from '@terrabridge/ui';
import { Dialog, Field, SelectField, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useState } from 'react';
import { toastActionError, toastDone } from '../../components/admin-toasts';

type AdminSocialPost = components['schemas']['AdminSocialPostDto'];
type ClientOption = components['schemas']['AdminClientDto'];

const SOCIAL_PATH = '/api/admin/social-media';

export type DraftTarget = { kind: 'new' } | { kind: 'revise'; post: AdminSocialPost };

/** 'a, #b c' as the API's hashtags: words, each once. */
const parseHashtags = (text: string) => [
  ...new Set(
    text
      .split(/[\s,]+/)
      .map((tag) => tag.replace(/^#/, ''))
      .filter(Boolean),
  ),
];

/** Writing a draft for a client, or revising one; either way it goes to the client to approve. */
export function SocialDraftDialog({
  target,
  clients,
  onClose,
}: {
  target: DraftTarget | null;
  clients: ClientOption[];
  onClose: () => void;
}) {
  const { t } = useTranslation('admin-social');
  const post = target?.kind === 'revise' ? target.post : null;
  return (
    <Dialog
      open={target !== null}
      title={post ? t('form.reviseTitle', { client: post.client.name }) : t('form.createTitle')}
      description={t('form.description')}
      closeLabel={t('form.close')}
      onClose={onClose}
      size="lg"
    >
      {target && (
        <DraftForm
          key={post ? `revise-${post.id}` : 'new'}
          post={post}
          clients={clients}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function DraftForm({
  post,
  clients,
  onDone,
}: {
  post: AdminSocialPost | null;
  clients: ClientOption[];
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-social');
  const [clientId, setClientId] = useState(post ? String(post.client.id) : '');
  const [platform, setPlatform] = useState(post?.platform ?? 'instagram');
  const [content, setContent] = useState(post?.content ?? '');
  const [contentEs, setContentEs] = useState(post?.contentEs ?? '');
  const [hashtags, setHashtags] = useState(post?.hashtags.join(' ') ?? '');
  const [clientError, setClientError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!post && !clientId) {
      setClientError(t('form.clientRequired'));
      return;
    }
    setBusy(true);
    const words = { content, contentEs: contentEs || null, hashtags: parseHashtags(hashtags) };
    try {
      if (post) {
        await apiJson('PATCH', `${SOCIAL_PATH}/${post.id}`, words);
        toastDone(t('toast.revised', { client: post.client.name }));
      } else {
        const created = await apiJson<AdminSocialPost>('POST', SOCIAL_PATH, {
          ...words,
          clientId: Number(clientId),
          platform,
        });
        toastDone(t('toast.created', { client: created.client.name }));
      }
      await queryClient.invalidateQueries({ queryKey: [SOCIAL_PATH] });
      onDone();
    } catch (error) {
      toastActionError(error, t(post ? 'toast.reviseFailed' : 'toast.createFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mt-4 space-y-4" onSubmit={(event) => void submit(event)} noValidate>
      {!post && (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('form.client')}
            placeholder={t('form.chooseClient')}
            value={clientId}
            error={clientError}
            onChange={(event) => {
              setClientId(event.target.value);
              setClientError(undefined);
            }}
            options={clients.map((client) => ({
              value: String(client.id),
              label: `${client.name} (${client.email})`,
            }))}
          />
          <SelectField
            label={t('form.platform')}
            value={platform}
            onChange={(event) => setPlatform(event.target.value)}
            options={SOCIAL_PLATFORMS.map((name) => ({
              value: name,
              label: t(`platforms.${name}`),
            }))}
          />
        </div>
      )}
      <TextareaField
        label={t('form.content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        rows={5}
        required
      />
      <TextareaField
        label={t('form.contentEs')}
        value={contentEs}
        onChange={(event) => setContentEs(event.target.value)}
        rows={5}
        optional
      />
      <Field
        label={t('form.hashtags')}
        hint={t('form.hashtagsHint')}
        value={hashtags}
        onChange={(event) => setHashtags(event.target.value)}
        optional
      />
      <div className="flex justify-end gap-2">
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" disabled={busy}>
          {t('form.send')}
        </Button>
      </div>
    </form>
  );
}
