import type { MailAddress } from '../auth/team-addresses';
import type { Project } from './entities/project.entity';
import {
  milestoneDateMail,
  projectCreatedMail,
  projectUpdateMail,
  testimonialRequestMail,
} from './project-mails';

const project = { id: 7, title: 'Harbour app', titleEs: 'App del puerto' } as Project;
const en: MailAddress = { email: 'ana@example.com', name: 'Ana', language: 'en' };
const es: MailAddress = { email: 'ana@example.com', name: 'Ana', language: 'es' };
const links = { project: 'https://site.example/dashboard/projects/7', settings: 'https://s/x' };

describe('project mails', () => {
  it('write the title and greeting in the recipient language, with the project link', () => {
    const english = projectCreatedMail(project, en, links);
    expect(english).toMatchObject({ kind: 'projects.created', language: 'en', to: en.email });
    expect(english.subject).toBe('Your new project: “Harbour app”');
    expect(english.text).toContain('Hello Ana,');
    expect(english.text).toContain(links.project);
    const spanish = projectCreatedMail(project, es, links);
    expect(spanish.subject).toBe('Tu nuevo proyecto: «App del puerto»');
    expect(spanish.text).toContain('Hola Ana:');
  });

  it('fall back on the English title when the project has no Spanish one', () => {
    const untitled = { ...project, titleEs: null } as Project;
    expect(projectCreatedMail(untitled, es, links).subject).toContain('«Harbour app»');
  });

  it('quote the update in the recipient language and count its files', () => {
    const update = {
      content: 'Ready\nfor review',
      contentEs: 'Listo',
      attachments: [{ name: 'a.pdf', url: '/api/files/1' }],
    };
    const english = projectUpdateMail(project, update, en, links);
    expect(english.text).toContain('> Ready\n> for review');
    expect(english.text).toContain('(1 attachment(s))');
    expect(projectUpdateMail(project, update, es, links).text).toContain('> Listo');
  });

  it('give the old and new due dates as calendar days', () => {
    const milestone = { title: 'Launch', titleEs: 'Lanzamiento' };
    const moved = milestoneDateMail(project, milestone, '2027-01-31', '2027-02-01', en, links);
    expect(moved.text).toContain('now due on February 1, 2027 (it was January 31, 2027)');
    const set = milestoneDateMail(project, milestone, null, '2027-02-01', es, links);
    expect(set.text).toContain('ahora vence el 1 de febrero de 2027.');
    expect(set.subject).toBe('Nueva fecha para «Lanzamiento» en «App del puerto»');
  });

  it('keep the testimonial link out of the stored text, as a sealed secret', () => {
    const mail = testimonialRequestMail(
      project,
      es,
      'https://s/testimonial?token=abc',
      'https://s/x',
    );
    expect(mail.secrets).toEqual({ link: 'https://s/testimonial?token=abc' });
    expect(mail.text).not.toContain('token=abc');
    expect(mail.text).toContain('{{secret:link}}');
  });
});
