import { useTranslation } from '@terrabridge/i18n';
import { apiJson, queryClient, type components } from '@terrabridge/api-client';
import { Button } from '@terrabridge/ui';
import { ConfirmDialog, Dialog, Field, SelectField } from '@terrabridge/ui/parts';
import { type FormEvent, useEffect, useState } from 'react';
import { parseAmount } from '@terrabridge/rules/money';
import { toastActionError, toastDone } from '../../components/admin-toasts';
import { money } from './billing-format';
import { computeFormTotals } from './invoice-totals';
import { INVOICES_PATH } from './billing-paths';
import { useBillableClients } from './use-billable-clients';

type CreateInvoiceRequest = components['schemas']['CreateInvoiceRequest'];
type AdminInvoiceDetail = components['schemas']['AdminInvoiceDetailDto'];

interface LineDraft {
  key: number;
  description: string;
  descriptionEs: string;
  quantity: string;
  unitPrice: string;
}

type Errors = Partial<Record<string, string>>;

let nextKey = 1;
const emptyLine = (): LineDraft => ({
  key: nextKey++,
  description: '',
  descriptionEs: '',
  quantity: '1',
  unitPrice: '',
});

/** A typed quantity: a number greater than 0 with at most 2 decimals, else null. */
function parseQuantity(text: string): number | null {
  const cleaned = text.trim().replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value > 0 ? value : null;
}

function parseRate(text: string): number | null {
  const cleaned = text.trim().replace(',', '.') || '0';
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return value <= 100 ? value : null;
}

/**
 * The new-invoice form: a client (found by name or email), optionally one of its projects, line
 * items in both languages, tax and discount, with the totals as the server will compute them.
 * Saved as a draft or issued at once (numbered, rendered and mailed).
 */
export function CreateInvoiceDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const { t, i18n } = useTranslation('admin-billing');
  const language = i18n.language;
  const [clientQuery, setClientQuery] = useState('');
  const [clientSearch, setClientSearch] = useState('');
  const clients = useBillableClients(clientSearch);
  const [clientId, setClientId] = useState('');
  const [projectId, setProjectId] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [emptyLine()]);
  const [taxRate, setTaxRate] = useState('0');
  const [discount, setDiscount] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  // Issuing mails the client at once: it is asked for again, naming who and how much.
  const [confirmingIssue, setConfirmingIssue] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setClientSearch(clientQuery.trim()), 300);
    return () => clearTimeout(timer);
  }, [clientQuery]);

  const found = clients.data?.items ?? [];
  const [chosen, setChosen] = useState<(typeof found)[number] | null>(null);
  const chooseClient = (id: string) => {
    setClientId(id);
    setChosen(found.find((client) => String(client.id) === id) ?? null);
    setProjectId('');
  };
  // The chosen client stays a choice while a new search shows others.
  const clientOptions = [
    ...(chosen && !found.some((client) => client.id === chosen.id) ? [chosen] : []),
    ...found,
  ].map((client) => ({ value: String(client.id), label: `${client.name} — ${client.email}` }));

  const parsedLines = lines.map((line) => ({
    quantity: parseQuantity(line.quantity),
    unitPriceCents: parseAmount(line.unitPrice),
  }));
  const rate = parseRate(taxRate);
  const discountCents = discount.trim() === '' ? 0 : parseAmount(discount);
  const linesValid = parsedLines.every(
    (line) => line.quantity !== null && line.unitPriceCents !== null,
  );
  const totals =
    rate !== null && discountCents !== null && linesValid
      ? computeFormTotals(
          parsedLines.map((line) => ({
            quantity: line.quantity!,
            unitPriceCents: line.unitPriceCents!,
          })),
          rate,
          discountCents,
        )
      : null;

  const setLine = (key: number, change: Partial<LineDraft>) =>
    setLines((current) =>
      current.map((line) => (line.key === key ? { ...line, ...change } : line)),
    );

  const validate = (): Errors => {
    const found: Errors = {};
    if (!clientId) found.client = t('create.errors.client');
    lines.forEach((line, index) => {
      if (!line.description.trim())
        found[`description-${line.key}`] = t('create.errors.description');
      if (parsedLines[index].quantity === null)
        found[`quantity-${line.key}`] = t('create.errors.quantity');
      if (parsedLines[index].unitPriceCents === null)
        found[`unitPrice-${line.key}`] = t('create.errors.unitPrice');
    });
    if (rate === null) found.taxRate = t('create.errors.taxRate');
    // With valid lines and rate, no totals means the discount is larger than the subtotal.
    if (discountCents === null || (linesValid && rate !== null && totals === null))
      found.discount = t('create.errors.discount');
    if (!dueDate) found.dueDate = t('create.errors.dueDate');
    if (totals && totals.totalCents <= 0) found.amount = t('create.errors.amount');
    return found;
  };

  const submit = async (status: 'draft' | 'pending', confirmed = false) => {
    const problems = validate();
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !totals) {
      const first = Object.keys(problems)[0];
      if (first) document.getElementById(`invoice-${first}`)?.focus();
      return;
    }
    if (status === 'pending' && !confirmed) {
      setConfirmingIssue(true);
      return;
    }
    const body: CreateInvoiceRequest = {
      userId: Number(clientId),
      projectId: projectId ? Number(projectId) : null,
      items: lines.map((line, index) => ({
        description: line.description.trim(),
        ...(line.descriptionEs.trim() ? { descriptionEs: line.descriptionEs.trim() } : {}),
        quantity: parsedLines[index].quantity!,
        unitPriceCents: parsedLines[index].unitPriceCents!,
      })),
      taxRate: rate!,
      discountCents: discountCents!,
      // The server checks the total it computes against the one shown here, to the cent.
      total: totals.totalCents / 100,
      dueDate,
      status,
    };
    setBusy(true);
    try {
      const created = await apiJson<AdminInvoiceDetail>('POST', '/api/invoices', body);
      await queryClient.invalidateQueries({ queryKey: [INVOICES_PATH] });
      toastDone(status === 'draft' ? t('create.createdDraft') : t('create.createdIssued'));
      onCreated(created.id);
    } catch (error) {
      toastActionError(error, t('create.failed'));
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit('pending');
  };

  return (
    <Dialog
      open
      title={t('create.title')}
      closeLabel={t('create.cancel')}
      busy={busy}
      onClose={onClose}
      size="lg"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            type="search"
            label={t('create.clientSearch')}
            hint={t('create.clientSearchHint')}
            value={clientQuery}
            maxLength={100}
            onChange={(event) => setClientQuery(event.target.value)}
          />
          <SelectField
            id="invoice-client"
            label={t('create.client')}
            value={clientId}
            error={errors.client}
            placeholder={
              found.length === 0 && !chosen ? t('create.noClients') : t('create.chooseClient')
            }
            options={clientOptions}
            onChange={(event) => chooseClient(event.target.value)}
          />
          <SelectField
            label={t('create.project')}
            optional
            value={projectId}
            disabled={!chosen || chosen.projects.length === 0}
            placeholder={t('create.noProject')}
            options={(chosen?.projects ?? []).map((project) => ({
              value: String(project.id),
              label: project.title,
            }))}
            onChange={(event) => setProjectId(event.target.value)}
          />
          <Field
            id="invoice-dueDate"
            type="date"
            label={t('create.dueDate')}
            value={dueDate}
            error={errors.dueDate}
            required
            onChange={(event) => setDueDate(event.target.value)}
          />
        </div>

        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-fg">{t('create.lines')}</legend>
          {lines.map((line, index) => (
            <fieldset
              key={line.key}
              className="grid gap-3 rounded-xl border border-line p-3 sm:grid-cols-6"
            >
              <legend className="px-1 text-xs font-semibold text-fg-muted">
                {t('create.line', { number: index + 1 })}
              </legend>
              <Field
                id={`invoice-description-${line.key}`}
                className="sm:col-span-3"
                label={t('create.description')}
                value={line.description}
                maxLength={500}
                error={errors[`description-${line.key}`]}
                onChange={(event) => setLine(line.key, { description: event.target.value })}
              />
              <Field
                className="sm:col-span-3"
                label={t('create.descriptionEs')}
                optional
                lang="es"
                value={line.descriptionEs}
                maxLength={500}
                onChange={(event) => setLine(line.key, { descriptionEs: event.target.value })}
              />
              <Field
                id={`invoice-quantity-${line.key}`}
                className="sm:col-span-2"
                label={t('create.quantity')}
                inputMode="decimal"
                value={line.quantity}
                error={errors[`quantity-${line.key}`]}
                onChange={(event) => setLine(line.key, { quantity: event.target.value })}
              />
              <Field
                id={`invoice-unitPrice-${line.key}`}
                className="sm:col-span-2"
                label={t('create.unitPrice')}
                inputMode="decimal"
                value={line.unitPrice}
                error={errors[`unitPrice-${line.key}`]}
                onChange={(event) => setLine(line.key, { unitPrice: event.target.value })}
              />
              <div className="flex items-end justify-between gap-2 sm:col-span-2">
                <p className="pb-2.5 text-sm">
                  <span className="block text-xs text-fg-muted">{t('create.lineAmount')}</span>
                  <span className="tabular-nums" data-testid="line-amount">
                    {totals ? money(totals.lineCents[index], language) : '—'}
                  </span>
                </p>
                {lines.length > 1 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))}
                  >
                    <span aria-hidden="true">✕</span>
                    <span className="sr-only">{t('create.removeLine', { number: index + 1 })}</span>
                  </Button>
                )}
              </div>
            </fieldset>
          ))}
          <Button
            size="sm"
            variant="outline"
            onClick={() => setLines((current) => [...current, emptyLine()])}
          >
            {t('create.addLine')}
          </Button>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="invoice-taxRate"
            label={t('create.taxRate')}
            inputMode="decimal"
            value={taxRate}
            error={errors.taxRate}
            onChange={(event) => setTaxRate(event.target.value)}
          />
          <Field
            id="invoice-discount"
            label={t('create.discount')}
            optional
            inputMode="decimal"
            value={discount}
            error={errors.discount}
            onChange={(event) => setDiscount(event.target.value)}
          />
        </div>

        <dl
          className="space-y-1 rounded-xl bg-surface-muted p-4 text-sm"
          aria-live="polite"
          data-testid="invoice-totals"
        >
          {(
            [
              ['subtotal', totals?.subtotalCents],
              ['discountLine', totals ? -totals.discountCents : undefined],
              ['tax', totals?.taxCents],
            ] as const
          ).map(([key, cents]) => (
            <div key={key} className="flex justify-between gap-4">
              <dt className="text-fg-muted">{t(`create.${key}`)}</dt>
              <dd className="tabular-nums">{cents === undefined ? '—' : money(cents, language)}</dd>
            </div>
          ))}
          <div className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
            <dt>{t('create.total')}</dt>
            <dd className="tabular-nums">{totals ? money(totals.totalCents, language) : '—'}</dd>
          </div>
        </dl>
        {errors.amount && (
          <p
            id="invoice-amount"
            tabIndex={-1}
            role="alert"
            className="text-sm font-medium text-danger"
          >
            {errors.amount}
          </p>
        )}

        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('create.cancel')}
          </Button>
          <Button variant="outline" onClick={() => void submit('draft')} disabled={busy}>
            {t('create.saveDraft')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('create.issue')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={confirmingIssue}
        tone="primary"
        title={t('issueConfirm.title')}
        description={t('issueConfirm.description', {
          client: chosen ? `${chosen.name} (${chosen.email})` : '',
          total: totals ? money(totals.totalCents, language) : '',
        })}
        confirmLabel={t('issueConfirm.confirm')}
        cancelLabel={t('create.cancel')}
        busy={busy}
        onConfirm={() => {
          setConfirmingIssue(false);
          void submit('pending', true);
        }}
        onCancel={() => setConfirmingIssue(false)}
      />
    </Dialog>
  );
}
