import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@terrabridge/api-client';
import { i18n } from '@terrabridge/i18n';
import { Toaster } from '@terrabridge/ui';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import '../../remote-entry';
import { endsBeforeStart, formatDate, galleryPreview, linesOf } from './project-api';
import ProjectsTab from './projects-tab';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const ROW = {
  id: 7,
  title: 'Harbour booking site',
  titleEs: 'Sitio de reservas del puerto',
  client: { id: 3, name: 'Sarah Mitchell' },
  status: 'in_progress',
  progress: 50,
  featured: false,
  startDate: '2026-03-01',
  endDate: null,
  createdAt: '2026-02-01T10:00:00Z',
  updatedAt: '2026-02-01T10:00:00Z',
};
const ARCHIVED = { ...ROW, id: 8, title: 'Old microsite', titleEs: null, status: 'archived' };
const DETAIL = {
  ...ROW,
  description: 'Online bookings',
  descriptionEs: null,
  category: null,
  categoryEs: null,
  image: null,
  gallery: [],
  results: [],
  features: [],
  featuresEs: [],
  adminNotes: null,
  milestones: [],
  updates: { items: [], nextCursor: null },
};

/** Answers the section's reads; writes fail as a lost connection would. */
function serve() {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method && init.method !== 'GET') throw new TypeError('Failed to fetch');
    if (url.startsWith('/api/admin/projects/clients'))
      return json({
        items: [{ id: 3, name: 'Sarah Mitchell', email: 's@example.com' }],
        nextCursor: null,
      });
    if (url.startsWith('/api/admin/projects/7')) return json(DETAIL);
    if (url.startsWith('/api/admin/projects'))
      return json({ items: [ROW, ARCHIVED], nextCursor: null });
    throw new TypeError(`unexpected ${url}`);
  }) as unknown as typeof fetch;
}

async function renderTab() {
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <ProjectsTab />
        <Toaster />
      </QueryClientProvider>,
    );
  });
}

describe('admin projects section', () => {
  beforeEach(async () => {
    queryClient.clear();
    serve();
    await i18n.changeLanguage('en');
  });

  it('lists projects with archived ones dimmed and only viewable', async () => {
    await renderTab();
    const archived = (await screen.findByText('Old microsite')).closest('tr')!;
    expect(archived.getAttribute('data-dimmed')).toBe('true');
    expect(within(archived).getByRole('button').textContent).toBe('View');
    const active = screen.getByText('Harbour booking site').closest('tr')!;
    expect(active.getAttribute('data-dimmed')).toBeNull();
    expect(within(active).getByRole('button').textContent).toBe('Edit');
  });

  it("names what a new project lacks, and says 'Failed to create project' when saving fails", async () => {
    await renderTab();
    fireEvent.click(screen.getByRole('button', { name: 'New project' }));
    const dialog = screen.getByRole('dialog', { name: 'New project' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(within(dialog).getByText('Project title is required')).toBeTruthy();
    expect(within(dialog).getByText('Client is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Title (English)'), {
      target: { value: 'Kiosk' },
    });
    await within(dialog).findByRole('option', { name: 'Sarah Mitchell (s@example.com)' });
    fireEvent.change(within(dialog).getByLabelText('Client'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText('Failed to create project')).toBeTruthy();
  });

  it("says 'No se pudo actualizar el proyecto' in Spanish when a save fails", async () => {
    await act(() => i18n.changeLanguage('es'));
    await renderTab();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Editar: Sitio de reservas del puerto' }),
    );
    const editor = await screen.findByRole('dialog', {
      name: 'Editar proyecto: Sitio de reservas del puerto',
    });
    fireEvent.change(await within(editor).findByLabelText('Título (inglés)'), {
      target: { value: '' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Guardar cambios' }));
    expect(within(editor).getByText('El título del proyecto es obligatorio')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Título (inglés)'), {
      target: { value: 'Harbour' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(screen.getByText('No se pudo actualizar el proyecto')).toBeTruthy());
  });
});

describe('project helpers', () => {
  it('shows uploaded gallery images to admins through the files route', () => {
    expect(galleryPreview('/api/projects/5/images/12')).toBe('/api/files/12?inline=1');
    expect(galleryPreview('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
  });

  it('reads bullets one per line and compares calendar dates', () => {
    expect(linesOf(' Shop \n\n Blog ')).toEqual(['Shop', 'Blog']);
    expect(endsBeforeStart('2026-05-10', '2026-05-01')).toBe(true);
    expect(endsBeforeStart('2026-05-10', '')).toBe(false);
    expect(formatDate('2025-05-05', 'es')).toBe('5 may 2025');
  });
});
