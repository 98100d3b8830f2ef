// A long-running client project as the portal shows it after a year of work: 50 milestones, 200
// team updates (every 7th an internal note) and 500 messages between the client and the team,
// with bilingual texts of the length the team writes and files on some updates and messages.
// Written straight into the database (no API, so no rate limit or mail is involved); the same
// every run (seeded pseudo-random numbers).
import { createHash } from 'node:crypto';

import { hash } from '@node-rs/argon2';

export const LARGE_PROJECT = { milestones: 50, updates: 200, comments: 500 };
/** Every 7th update is an internal note, which the client never sees. */
const isInternalUpdate = (index) => index % 7 === 3;
export const VISIBLE_UPDATES = Array.from({ length: LARGE_PROJECT.updates }, (_, i) => i).filter(
  (i) => !isInternalUpdate(i),
).length;

export const BENCH_CLIENT = {
  username: 'olivera_logistica',
  email: 'martin.olivera@logistica-olivera.example',
  password: 'Olivera#Portal2026',
  firstName: 'Martín',
  lastName: 'Olivera',
};

const TEAM_MEMBER = {
  username: 'vsosa',
  email: 'valentina.sosa@terrabridge.example',
  firstName: 'Valentina',
  lastName: 'Sosa',
};

/** mulberry32: small, fast and good enough to vary texts and sizes reproducibly. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Sentence pairs (English, Spanish with "tú") of the kind the team writes in updates and plans.
const UPDATE_SENTENCES = [
  [
    'We finished the booking flow for recurring pickups and moved it to the staging site for your review.',
    'Terminamos el flujo de reservas para retiros recurrentes y lo pasamos al sitio de pruebas para que lo revises.',
  ],
  [
    'The route planner now groups deliveries by neighbourhood, which cut the average van route in the Montevideo test data by 14 minutes.',
    'El planificador de rutas ahora agrupa las entregas por barrio, lo que redujo en 14 minutos la ruta promedio de las camionetas con los datos de prueba de Montevideo.',
  ],
  [
    'Your warehouse team tested the scanner screen on their own phones on Tuesday; we fixed the two problems they found with low light and with damaged labels.',
    'Tu equipo de depósito probó la pantalla del escáner en sus propios teléfonos el martes; corregimos los dos problemas que encontraron con poca luz y con etiquetas dañadas.',
  ],
  [
    'Invoices are now generated in pesos and in dollars, with the exchange rate of the day the shipment was confirmed.',
    'Las facturas ahora se generan en pesos y en dólares, con la cotización del día en que se confirmó el envío.',
  ],
  [
    'We met with your accountant to agree on the export format; the first monthly file is attached so you can check it against your records.',
    'Nos reunimos con tu contador para acordar el formato de exportación; adjuntamos el primer archivo mensual para que lo compares con tus registros.',
  ],
  [
    'Page loads on the customer tracking page went from 3.1 s to 1.2 s on a mid-range phone after we moved the map behind a button.',
    'La página de seguimiento para clientes pasó de 3,1 s a 1,2 s de carga en un teléfono de gama media después de mostrar el mapa solo al tocar un botón.',
  ],
  [
    'Next week we start on the driver app notifications; we will need the list of message texts your dispatchers use today.',
    'La semana que viene empezamos con las notificaciones de la app de choferes; vamos a necesitar la lista de mensajes que usan hoy tus despachantes.',
  ],
  [
    'The migration of the 2019-2024 shipment history is done: 182,400 records, with 37 duplicates merged after you confirmed them.',
    'La migración del historial de envíos 2019-2024 está lista: 182.400 registros, con 37 duplicados unificados después de que los confirmaste.',
  ],
  [
    'We added two-step sign-in for your office staff, as agreed after the security review.',
    'Agregamos el inicio de sesión en dos pasos para el personal de tu oficina, como acordamos después de la revisión de seguridad.',
  ],
  [
    'The customs documents for shipments to Porto Alegre are now filled in from the order, so the team no longer types them twice.',
    'Los documentos de aduana para los envíos a Porto Alegre ahora se completan desde el pedido, así tu equipo ya no los escribe dos veces.',
  ],
  [
    'We are slightly behind on the reporting dashboard because the carrier API changed its rate limits; the new date is in the plan.',
    'Vamos un poco atrasados con el tablero de informes porque la API del transportista cambió sus límites de uso; la nueva fecha está en el plan.',
  ],
  [
    'Training for the Canelones depot is booked for Thursday at 10:00; bring two people who will train the rest of the shift.',
    'La capacitación para el depósito de Canelones quedó para el jueves a las 10:00; trae a dos personas que después capaciten al resto del turno.',
  ],
];

const INTERNAL_SENTENCES = [
  'Carrier sandbox keeps timing out after 20 s; retry with backoff before the client demo.',
  'Estimate for the dashboard was too low: the filters alone took three days. Adjust the next sprint.',
  'Client asked informally about a second warehouse; wait for the written request before quoting.',
  'Staging database is 80% full; archive the old load-test data this week.',
];

const MILESTONES = [
  ['Discovery workshops', 'Talleres de relevamiento'],
  ['Current process map', 'Mapa del proceso actual'],
  ['Booking flow design', 'Diseño del flujo de reservas'],
  ['Route planner prototype', 'Prototipo del planificador de rutas'],
  ['Warehouse scanner screens', 'Pantallas del escáner de depósito'],
  ['Billing in two currencies', 'Facturación en dos monedas'],
  ['Shipment history migration', 'Migración del historial de envíos'],
  ['Customer tracking page', 'Página de seguimiento para clientes'],
  ['Driver app notifications', 'Notificaciones de la app de choferes'],
  ['Customs documents', 'Documentos de aduana'],
  ['Reporting dashboard', 'Tablero de informes'],
  ['Staff training', 'Capacitación del personal'],
  ['Security review', 'Revisión de seguridad'],
  ['Load test', 'Prueba de carga'],
  ['Go-live in one depot', 'Puesta en marcha en un depósito'],
  ['Roll-out to every depot', 'Despliegue en todos los depósitos'],
];

const MILESTONE_DETAILS = [
  [
    'Includes the review with your operations lead and a written sign-off before we build on it.',
    'Incluye la revisión con tu responsable de operaciones y una aprobación por escrito antes de seguir construyendo.',
  ],
  [
    'Done when the screens work on the phones your team uses today, in English and in Spanish.',
    'Está terminado cuando las pantallas funcionan en los teléfonos que usa hoy tu equipo, en inglés y en español.',
  ],
  [
    'We test it with a week of real orders from your Montevideo depot before it goes further.',
    'Lo probamos con una semana de pedidos reales de tu depósito de Montevideo antes de avanzar.',
  ],
  [
    'Depends on the access to the carrier accounts that your office manager is arranging.',
    'Depende del acceso a las cuentas de los transportistas que está gestionando la encargada de tu oficina.',
  ],
];

const CLIENT_MESSAGES = [
  'Thanks, the new booking screen looks great. Can the pickup window start at 7:00 instead of 8:00?',
  'Gracias por el resumen. ¿Podemos mover la reunión del jueves a la tarde? A la mañana tenemos inventario.',
  'Our drivers found that the app asks for the signature twice on multi-stop routes. Screenshot attached.',
  'Revisé el archivo para el contador y está bien, salvo que faltan las notas de crédito de marzo.',
  'Can you add the Salto depot to the test? They start using the scanner next month.',
  'Perfecto, lo compartí con el equipo de despacho. Te escribo si encuentran algo raro.',
  'Is there a way for customers to change the delivery address after the order is confirmed?',
  'Los choferes preguntan si la app va a funcionar sin señal en la ruta 5. ¿Qué me dices?',
];

const TEAM_MESSAGES = [
  'Yes, 7:00 works. It will be on staging tomorrow; the production change goes with Friday’s release.',
  'Claro, movemos la reunión al jueves a las 15:00. Te mando la invitación nueva en un rato.',
  'Thanks for the screenshot. It is a bug in how we count stops; the fix is in review and should be live on Monday.',
  'Buen punto: las notas de crédito quedaron fuera del filtro. Ya lo corregimos y te reenvío el archivo completo.',
  'We can, but it needs a rule for orders already on a van. Could you tell us what your dispatchers do today in that case?',
  'Sí: la app guarda las entregas sin señal y las envía cuando vuelve la conexión. Lo probamos en la ruta 5 la semana pasada.',
];

/** Sentences of a pool, picked at random, until the text is about `length` characters. */
function textOf(pool, rand, length) {
  const parts = [];
  let size = 0;
  while (size < length) {
    const sentence = pool[Math.floor(rand() * pool.length)];
    parts.push(sentence);
    size += sentence.length + 1;
  }
  return parts.join(' ');
}

/** The same, from a pool of [English, Spanish] pairs: the two languages say the same. */
function pairOf(pool, rand, length) {
  const picks = [];
  let size = 0;
  while (size < length) {
    const pair = pool[Math.floor(rand() * pool.length)];
    picks.push(pair);
    size += pair[0].length + 1;
  }
  return [picks.map((p) => p[0]).join(' '), picks.map((p) => p[1]).join(' ')];
}

const DAY = 86_400_000;
const dateOnly = (date) => date.toISOString().slice(0, 10);

/** File bytes of the given size that start like the type they claim (for realistic rows). */
function fileContent(kind, size, rand) {
  const header =
    kind === 'pdf'
      ? Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')
      : Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const body = Buffer.alloc(Math.ceil(size / 4) * 4);
  for (let i = 0; i < body.length; i += 4) body.writeUInt32LE((rand() * 2 ** 32) >>> 0, i);
  return Buffer.concat([header, body]).subarray(0, size);
}

/**
 * Adds the client account, a second team member and the project with its plan, updates,
 * conversation and files. `db` is a PGlite instance (or anything with `query(sql, params)` and
 * `transaction`). Returns the project id and the client's sign-in.
 */
export async function seedLargeProject(db, now = new Date()) {
  const rand = random(20261127);
  const clientHash = await hash(BENCH_CLIENT.password, {
    algorithm: 2,
    memoryCost: 19_456,
    timeCost: 2,
    parallelism: 1,
  });
  const teamHash = await hash(createHash('sha256').update(String(rand())).digest('hex'));

  return db.transaction(async (tx) => {
    const insertUser = async (user, role, passwordHash) =>
      (
        await tx.query(
          `insert into users (username, password_hash, email, first_name, last_name, role, email_verified)
           values ($1, $2, $3, $4, $5, $6, true) returning id`,
          [user.username, passwordHash, user.email, user.firstName, user.lastName, role],
        )
      ).rows[0].id;
    const clientId = await insertUser(BENCH_CLIENT, 'user', clientHash);
    const teamIds = [
      (await tx.query(`select id from users where role = 'admin' order by id limit 1`)).rows[0].id,
      await insertUser(TEAM_MEMBER, 'admin', teamHash),
    ];

    const started = new Date(now.getTime() - 400 * DAY);
    const [description, descriptionEs] = pairOf(UPDATE_SENTENCES, rand, 900);
    const projectId = (
      await tx.query(
        `insert into projects (title, title_es, description, description_es, client_id, status,
           start_date, end_date, category, category_es, created_at, updated_at)
         values ($1, $2, $3, $4, $5, 'in_progress', $6, $7, 'Web platform', 'Plataforma web', $8, $8)
         returning id`,
        [
          'Olivera Logística: Operations Platform',
          'Olivera Logística: plataforma de operaciones',
          `A booking, routing, billing and tracking platform for a freight company with four depots in Uruguay.\n\n${description}`,
          `Una plataforma de reservas, rutas, facturación y seguimiento para una empresa de cargas con cuatro depósitos en Uruguay.\n\n${descriptionEs}`,
          clientId,
          dateOnly(started),
          dateOnly(new Date(now.getTime() + 120 * DAY)),
          started,
        ],
      )
    ).rows[0].id;

    // The plan: one milestone every ~10 days; those due more than a week ago are completed, the
    // next one is in progress, the rest pending.
    let inProgress = false;
    for (let i = 0; i < LARGE_PROJECT.milestones; i++) {
      const due = new Date(started.getTime() + (i + 1) * 10 * DAY);
      const [name, nameEs] = MILESTONES[i % MILESTONES.length];
      const phase = Math.floor(i / MILESTONES.length) + 1;
      const [detail, detailEs] = pairOf(MILESTONE_DETAILS, rand, 180 + rand() * 200);
      const done = due.getTime() < now.getTime() - 7 * DAY;
      const status = done ? 'completed' : inProgress ? 'pending' : 'in_progress';
      if (status === 'in_progress') inProgress = true;
      await tx.query(
        `insert into project_milestones (project_id, title, title_es, description, description_es,
           due_date, completed_at, status, sort_order)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          projectId,
          `${name} (phase ${phase})`,
          `${nameEs} (fase ${phase})`,
          detail,
          detailEs,
          dateOnly(due),
          done ? new Date(due.getTime() - rand() * 3 * DAY) : null,
          status,
          i + 1,
        ],
      );
    }

    const storeFile = async (name, kind, ownerId, createdAt, adminOnly) => {
      const size = Math.floor(12_000 + rand() * 80_000);
      const content = fileContent(kind, size, rand);
      const contentType = kind === 'pdf' ? 'application/pdf' : 'image/png';
      const id = (
        await tx.query(
          `insert into stored_files (name, content_type, size, sha256, content, owner_id, project_id,
             admin_only, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id`,
          [
            name,
            contentType,
            size,
            createHash('sha256').update(content).digest('hex'),
            content,
            ownerId,
            projectId,
            adminOnly,
            createdAt,
          ],
        )
      ).rows[0].id;
      return { fileId: id, name, url: `/api/files/${id}`, contentType, size };
    };

    // Updates every two days, newest today; every 4th carries files, every 7th is internal.
    for (let i = 0; i < LARGE_PROJECT.updates; i++) {
      const createdAt = new Date(now.getTime() - (LARGE_PROJECT.updates - 1 - i) * 2 * DAY);
      const author = teamIds[i % 2];
      const isPublic = !isInternalUpdate(i);
      const [content, contentEs] = isPublic
        ? pairOf(UPDATE_SENTENCES, rand, 350 + rand() * 650)
        : [textOf(INTERNAL_SENTENCES, rand, 150 + rand() * 200), null];
      const attachments = [];
      if ((LARGE_PROJECT.updates - 1 - i) % 4 === 0) {
        attachments.push(
          await storeFile(`progress-report-${i + 1}.pdf`, 'pdf', author, createdAt, !isPublic),
        );
        if (rand() < 0.5)
          attachments.push(
            await storeFile(`screen-${i + 1}.png`, 'png', author, createdAt, !isPublic),
          );
      }
      await tx.query(
        `insert into project_updates (project_id, user_id, content, content_es, attachments,
           is_public, created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [projectId, author, content, contentEs, JSON.stringify(attachments), isPublic, createdAt],
      );
    }

    // The conversation: a message every ~19 hours, newest an hour ago; mostly the client and the
    // team taking turns, some with a file.
    for (let i = 0; i < LARGE_PROJECT.comments; i++) {
      const createdAt = new Date(
        now.getTime() - 3_600_000 - (LARGE_PROJECT.comments - 1 - i) * 0.8 * DAY,
      );
      const fromClient = i % 2 === 0 ? rand() < 0.85 : rand() < 0.15;
      const author = fromClient ? clientId : teamIds[Math.floor(rand() * 2)];
      const content = textOf(
        fromClient ? CLIENT_MESSAGES : TEAM_MESSAGES,
        rand,
        60 + rand() * (rand() < 0.2 ? 900 : 300),
      );
      const attachments =
        (LARGE_PROJECT.comments - 1 - i) % 10 === 0
          ? [
              await storeFile(
                fromClient ? `photo-${i + 1}.png` : `notes-${i + 1}.pdf`,
                fromClient ? 'png' : 'pdf',
                author,
                createdAt,
                false,
              ),
            ]
          : [];
      await tx.query(
        `insert into project_comments (project_id, user_id, content, attachments, created_at)
         values ($1, $2, $3, $4, $5)`,
        [projectId, author, content, JSON.stringify(attachments), createdAt],
      );
    }
    return { projectId, clientId };
  });
}
