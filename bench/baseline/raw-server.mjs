// The floor for the public read calls: a bare node:http server that answers GET /api/services
// and GET /api/projects with the same rows, in the same JSON shape, as the API
// (backend/src/modules/content/dto/service.dto.ts, projects/dto/public-project.dto.ts), querying
// PostgreSQL through a pg pool on every request. No framework, no cache, no middleware.
//
//   DATABASE_URL=postgresql://... PORT=3501 node bench/baseline/raw-server.mjs
import { createServer } from 'node:http';

import pg from 'pg';

// DATE columns stay 'YYYY-MM-DD' strings, as MikroORM gives them to the API.
pg.types.setTypeParser(1082, (value) => value);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const strings = (value) =>
  Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
const results = (value) =>
  Array.isArray(value)
    ? value
        .filter(
          (item) =>
            typeof item === 'object' &&
            item !== null &&
            typeof item.label === 'string' &&
            typeof item.labelEs === 'string' &&
            typeof item.percent === 'number',
        )
        .map(({ label, labelEs, percent }) => ({ label, labelEs, percent }))
    : [];

const routes = {
  '/api/services': {
    sql: `select id, slug, name, name_es, description, description_es, price_cents, features,
            features_es, icon, sort_order
          from service_types order by sort_order asc, id asc`,
    row: (r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      nameEs: r.name_es,
      description: r.description,
      descriptionEs: r.description_es,
      price: r.price_cents / 100,
      priceCents: r.price_cents,
      features: strings(r.features),
      featuresEs: strings(r.features_es),
      icon: r.icon,
      sortOrder: r.sort_order,
    }),
  },
  '/api/projects': {
    sql: `select id, title, title_es, description, description_es, status, start_date, end_date,
            image, gallery, featured, category, category_es, features, features_es, results,
            created_at
          from projects where status <> 'archived' order by created_at desc, id desc`,
    row: (r) => ({
      id: r.id,
      title: r.title,
      titleEs: r.title_es,
      description: r.description,
      descriptionEs: r.description_es,
      status: r.status,
      startDate: r.start_date,
      endDate: r.end_date,
      image: r.image,
      gallery: strings(r.gallery),
      featured: r.featured,
      category: r.category,
      categoryEs: r.category_es,
      features: strings(r.features),
      featuresEs: strings(r.features_es),
      results: results(r.results),
      createdAt: r.created_at.toISOString(),
    }),
  },
};

const server = createServer(async (req, res) => {
  const route = req.method === 'GET' ? routes[req.url] : undefined;
  if (!route) {
    res.writeHead(404, { 'content-type': 'application/json; charset=utf-8' });
    res.end('{"statusCode":404}');
    return;
  }
  try {
    const { rows } = await pool.query(route.sql);
    const body = JSON.stringify(rows.map(route.row));
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    });
    res.end(body);
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ statusCode: 500, message: String(error) }));
  }
});

server.listen(Number(process.env.PORT ?? 3501), process.env.HOST ?? '127.0.0.1');
const stop = () => server.close(() => pool.end().then(() => process.exit(0)));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
