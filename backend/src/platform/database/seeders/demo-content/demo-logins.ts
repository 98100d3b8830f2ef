/** The demo accounts of the embedded default, stated in the README and printed at start-up. */
export const DEMO_LOGINS = [
  {
    role: 'admin',
    username: 'tbadmin',
    email: 'admin@terrabridge.example',
    password: 'TerraBridge#2026',
  },
  {
    role: 'client',
    username: 'democlient',
    email: 'client@terrabridge.example',
    password: 'Client#Demo2026',
  },
] as const;
