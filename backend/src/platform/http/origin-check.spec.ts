import { loadConfig } from '../config/app-config';
import { allowedOrigins } from './origin-check';

describe('allowedOrigins', () => {
  it('is PUBLIC_URL and ALLOWED_ORIGINS in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      PUBLIC_URL: 'https://www.terrabridge.example',
      ALLOWED_ORIGINS: 'https://studio.terrabridge.example, https://ops.terrabridge.example',
      SESSION_SECRET: 'x'.repeat(32),
    });
    expect([...allowedOrigins(config)].sort()).toEqual([
      'https://ops.terrabridge.example',
      'https://studio.terrabridge.example',
      'https://www.terrabridge.example',
    ]);
  });

  it('adds the dev servers and both loopback names of the API in development', () => {
    const config = loadConfig({ NODE_ENV: 'development', PORT: '3000' });
    expect([...allowedOrigins(config)].sort()).toEqual([
      'http://127.0.0.1:3000',
      'http://127.0.0.1:4200',
      'http://127.0.0.1:4201',
      'http://127.0.0.1:4202',
      'http://127.0.0.1:4203',
      'http://localhost:3000',
      'http://localhost:4200',
      'http://localhost:4201',
      'http://localhost:4202',
      'http://localhost:4203',
    ]);
  });
});
