import { vi } from 'vitest';

/** A complete VITE_* configuration for tests without dev services (stub before the first env()). */
export function stubPortalEnv(): void {
  const values: Record<string, string> = {
    VITE_MSAL_CLIENT_ID: 'test-client',
    VITE_MSAL_AUTHORITY: 'https://login.example.test/tenant',
    VITE_PORTAL_API_SCOPE: 'api://portal-api/Portal.Access',
    VITE_CALENDAR_SCOPES: 'api://graph-dev/Calendars.Read api://graph-dev/Calendars.ReadWrite',
    VITE_PORTAL_API_URL: 'http://127.0.0.1:9/',
  };
  for (const [key, value] of Object.entries(values)) vi.stubEnv(key, value);
}
