import { useQuery } from '@tanstack/react-query';
import { ApiError, errorMessages } from '@terrabridge/api-client';
import { changeLanguage, useTranslation } from '@terrabridge/i18n';
import { Button, Spinner, buttonClasses, useDocumentTitle } from '@terrabridge/ui';
import { Alert, Field, QuoteIcon, SelectField, TextareaField } from '@terrabridge/ui/parts';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuthCard } from '../auth/components/auth-card';
import { asLanguage, localized } from '../projects/project-format';
import { type TestimonialRequest, checkTestimonialLink, sendTestimonial } from './testimonial-api';
import './i18n';

const RATINGS = [5, 4, 3, 2, 1];

async function linkIsGone(token: string, language: string): Promise<boolean> {
  try {
    await checkTestimonialLink(token, language);
    return false;
  } catch (error) {
    return error instanceof ApiError && error.status === 400;
  }
}

function InvalidLink() {
  const { t } = useTranslation('testimonial');
  return (
    <AuthCard icon={<QuoteIcon size={24} />} title={t('invalidTitle')}>
      <Alert tone="danger" className="mt-6">
        {t('invalid')}
      </Alert>
      <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
        {t('home')}
      </Link>
    </AuthCard>
  );
}

function TestimonialForm({
  token,
  request,
  onInvalidLink,
}: {
  token: string;
  request: TestimonialRequest;
  onInvalidLink: () => void;
}) {
  const { t, i18n } = useTranslation('testimonial');
  const language = asLanguage(i18n.language);
  const [content, setContent] = useState('');
  const [rating, setRating] = useState('5');
  const [position, setPosition] = useState('');
  const [company, setCompany] = useState('');
  const [contentError, setContentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!content.trim()) {
      setContentError(t('contentRequired'));
      return;
    }
    setContentError(null);
    setFailure(null);
    setBusy(true);
    try {
      await sendTestimonial(
        {
          token,
          content: content.trim(),
          rating: Number(rating),
          position: position.trim() || null,
          company: company.trim() || null,
        },
        language,
      );
      setDone(true);
    } catch (error) {
      // A 400 may be the link (used meanwhile) or a field: asking about the link tells which.
      if (
        error instanceof ApiError &&
        error.status === 400 &&
        (await linkIsGone(token, language))
      ) {
        onInvalidLink();
        return;
      }
      setFailure(errorMessages(error).join('\n') || t('failed'));
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <AuthCard icon={<QuoteIcon size={24} />} title={t('doneTitle')}>
        <Alert tone="success" className="mt-6">
          {t('done')}
        </Alert>
        <Link to="/" className={buttonClasses({ size: 'lg', className: 'mt-8 w-full' })}>
          {t('home')}
        </Link>
      </AuthCard>
    );
  }

  const project = localized(language, request.projectTitle, request.projectTitleEs);
  return (
    <AuthCard icon={<QuoteIcon size={24} />} title={t('title')} intro={t('intro', { project })}>
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-5" aria-busy={busy}>
        {failure ? (
          <Alert tone="danger" title={t('failed')}>
            {failure}
          </Alert>
        ) : null}
        <p className="text-sm text-fg-muted">{t('signedAs', { name: request.name })}</p>
        <TextareaField
          label={t('content')}
          hint={t('contentHint')}
          value={content}
          rows={5}
          maxLength={2000}
          required
          error={contentError}
          onChange={(event) => setContent(event.target.value)}
        />
        <SelectField
          label={t('rating')}
          value={rating}
          options={RATINGS.map((stars) => ({
            value: String(stars),
            label: t('stars', { count: stars }),
          }))}
          onChange={(event) => setRating(event.target.value)}
        />
        <Field
          label={t('position')}
          value={position}
          maxLength={100}
          optional
          autoComplete="organization-title"
          onChange={(event) => setPosition(event.target.value)}
        />
        <Field
          label={t('company')}
          value={company}
          maxLength={100}
          optional
          autoComplete="organization"
          onChange={(event) => setCompany(event.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('submitBusy') : t('submit')}
        </Button>
      </form>
    </AuthCard>
  );
}

function CheckingLink() {
  const { t } = useTranslation('testimonial');
  return (
    <AuthCard icon={<QuoteIcon size={24} />} title={t('title')}>
      <div className="mt-8 flex items-center gap-3 text-fg-muted">
        <Spinner size="md" label={t('checking')} />
        <span aria-hidden="true">{t('checking')}</span>
      </div>
    </AuthCard>
  );
}

/**
 * /testimonial?token=…: the form a completed project's client opens from the mail. It speaks
 * the client's language (the one their mail was written in); the answer waits for the team's
 * approval among the admin's testimonials.
 */
export default function TestimonialPage() {
  const { t, i18n } = useTranslation('testimonial');
  useDocumentTitle(t('documentTitle'));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [invalidToken, setInvalidToken] = useState<string | null>(null);
  const check = useQuery({
    queryKey: ['testimonial-check', token],
    queryFn: () => checkTestimonialLink(token, asLanguage(i18n.language)),
    enabled: token !== '',
    gcTime: 0,
    retry: false,
  });
  const clientLanguage = check.data?.language;

  useEffect(() => {
    if (clientLanguage && asLanguage(i18n.language) !== clientLanguage)
      void changeLanguage(clientLanguage);
    // Only once the link is known: a later switch by the visitor stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientLanguage]);

  if (!token || invalidToken === token) return <InvalidLink />;
  if (check.isPending) return <CheckingLink />;
  if (check.error instanceof ApiError && check.error.status === 400) return <InvalidLink />;
  if (!check.data) return <InvalidLink />;
  return (
    <TestimonialForm
      key={token}
      token={token}
      request={check.data}
      onInvalidLink={() => setInvalidToken(token)}
    />
  );
}
