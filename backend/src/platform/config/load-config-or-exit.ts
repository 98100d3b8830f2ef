import { type AppConfig, loadConfig } from './app-config';
import { ConfigurationError } from './environment';

/** Loads the configuration, or stops the process with a message naming each bad variable. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(
        `${error.message}\nSee .env.example for every variable and its meaning.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}
