// Demo lecturers for the local identity provider and portal API (dev and tests only).
// Plain data: no behaviour lives here except small lookups.

/** Same fake tenant for everyone, shaped like an Entra tenant id. */
const DEV_TENANT_ID = '7d3b0c2e-5a41-4f7e-9b1d-0c2a6e8f4d10';

interface PortalUser {
  nip: string;
  nama: string;
  namaTanpaGelar: string;
  email: string;
  statusAsesor: boolean;
  accessLkam: boolean;
  idLevel: string;
  fakultas: string;
  programStudi: string;
}

/** What the portal API does after a valid SSO token for this user. */
type PortalBehaviour = 'ok' | 'refused' | 'profile-fails';

export interface DemoUser {
  login: string;
  password: string;
  /** Entra-like claims put in id tokens and access tokens. */
  claims: {
    oid: string;
    tid: string;
    name: string;
    preferred_username: string;
    email: string;
    roles: string[];
  };
  portal: PortalUser;
  behaviour: PortalBehaviour;
  /**
   * How long this lecturer's id and access tokens from the identity provider live, in seconds
   * (everyone else's: an hour). Short, so a browser test sees them expire (tests/e2e/expired-tokens.e2e.ts).
   */
  tokenLifetime?: number;
  /**
   * How long the portal token login-sso gives this lecturer lives, in seconds (everyone else's:
   * 8 hours). Short, so a browser test sees it expire (tests/e2e/expired-tokens.e2e.ts).
   */
  portalTokenLifetime?: number;
  /** One line for the CLI banner and the docs table. */
  shows: string;
}

function user(login: string, oidSuffix: string, portal: PortalUser, behaviour: PortalBehaviour, shows: string): DemoUser {
  return {
    login,
    password: login,
    claims: {
      oid: `00000000-0000-4000-8000-${oidSuffix}`,
      tid: DEV_TENANT_ID,
      name: portal.nama,
      preferred_username: portal.email,
      email: portal.email,
      roles: portal.statusAsesor ? ['Dosen', 'Asesor'] : ['Dosen'],
    },
    portal,
    behaviour,
    shows,
  };
}

export const DEMO_USERS: readonly DemoUser[] = [
  user(
    'asesor',
    '000000000001',
    {
      nip: '198503122010122001',
      nama: 'Dr. Siti Rahmawati, M.Pd.',
      namaTanpaGelar: 'Siti Rahmawati',
      email: 'siti.rahmawati@ut.ac.id',
      statusAsesor: true,
      accessLkam: true,
      idLevel: '1',
      fakultas: 'Fakultas Keguruan dan Ilmu Pendidikan',
      programStudi: 'Pendidikan Guru Sekolah Dasar',
    },
    'ok',
    'asesor: menu RPL terbuka, akses LKAM',
  ),
  user(
    'dosen',
    '000000000002',
    {
      nip: '197207151998031002',
      nama: 'Prof. Dr. Ir. Budi Santoso Wibowo, M.Sc.',
      namaTanpaGelar: 'Budi Santoso Wibowo',
      email: 'budi.wibowo@ut.ac.id',
      statusAsesor: false,
      accessLkam: false,
      idLevel: '2',
      fakultas: 'Fakultas Sains dan Teknologi',
      programStudi: 'Sistem Informasi',
    },
    'ok',
    'bukan asesor: RPL memunculkan "Anda tidak memiliki hak akses"',
  ),
  user(
    'ditolak',
    '000000000003',
    {
      nip: '199001012019031003',
      nama: 'Andi Pratama, S.E., M.M.',
      namaTanpaGelar: 'Andi Pratama',
      email: 'andi.pratama@ut.ac.id',
      statusAsesor: false,
      accessLkam: false,
      idLevel: '2',
      fakultas: 'Fakultas Ekonomi dan Bisnis',
      programStudi: 'Manajemen',
    },
    'refused',
    'SSO berhasil, login-sso ditolak (403)',
  ),
  user(
    'profil-gagal',
    '000000000004',
    {
      nip: '198811232015042004',
      nama: 'Rina Kartika, S.H., M.H.',
      namaTanpaGelar: 'Rina Kartika',
      email: 'rina.kartika@ut.ac.id',
      statusAsesor: false,
      accessLkam: false,
      idLevel: '2',
      fakultas: 'Fakultas Hukum, Ilmu Sosial, dan Ilmu Politik',
      programStudi: 'Ilmu Hukum',
    },
    'profile-fails',
    'login-sso berhasil, get-data-from-token gagal (500)',
  ),
  user(
    'saraswati',
    '000000000005',
    {
      nip: '197604302001122005',
      nama: 'Drs. Ni Luh Putu Ayu Saraswati, M.Hum.',
      namaTanpaGelar: 'Ni Luh Putu Ayu Saraswati',
      email: 'saraswati@ut.ac.id',
      statusAsesor: true,
      accessLkam: false,
      idLevel: '1',
      fakultas: 'Fakultas Keguruan dan Ilmu Pendidikan',
      programStudi: 'Pendidikan Bahasa dan Sastra Indonesia',
    },
    'ok',
    'asesor tanpa LKAM, nama panjang',
  ),
  user(
    'maruf',
    '000000000006',
    {
      nip: '198209172008011006',
      nama: "Dr. Andi Ma'ruf Daéng Matutu, S.Pd., M.Si.",
      namaTanpaGelar: "Andi Ma'ruf Daéng Matutu",
      email: 'maruf.matutu@ut.ac.id',
      statusAsesor: false,
      accessLkam: true,
      idLevel: '2',
      fakultas: 'Fakultas Sains dan Teknologi',
      programStudi: 'Statistika',
    },
    'ok',
    'apostrof dan aksen di nama (tautan SINTA/ResearchGate)',
  ),
  {
    ...user(
      'singkat',
      '000000000007',
      {
        nip: '198607142012122007',
        nama: 'Dewi Anggraini, S.Kom., M.T.',
        namaTanpaGelar: 'Dewi Anggraini',
        email: 'dewi.anggraini@ut.ac.id',
        statusAsesor: false,
        accessLkam: false,
        idLevel: '2',
        fakultas: 'Fakultas Sains dan Teknologi',
        programStudi: 'Sistem Informasi',
      },
      'ok',
      'token dari server login hanya berlaku 20 detik (tautan dengan token kedaluwarsa)',
    ),
    tokenLifetime: 20,
  },
  {
    ...user(
      'sesi-singkat',
      '000000000008',
      {
        nip: '198811052014042008',
        nama: 'Yusuf Hidayat, S.Pd., M.Pd.',
        namaTanpaGelar: 'Yusuf Hidayat',
        email: 'yusuf.hidayat@ut.ac.id',
        statusAsesor: false,
        accessLkam: false,
        idLevel: '2',
        fakultas: 'Fakultas Keguruan dan Ilmu Pendidikan',
        programStudi: 'Pendidikan Matematika',
      },
      'ok',
      'token portal hanya berlaku 20 detik (tautan dengan <token> kedaluwarsa)',
    ),
    portalTokenLifetime: 20,
  },
];

export function findUserByLogin(login: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.login === login);
}

export function findUserByOid(oid: string): DemoUser | undefined {
  return DEMO_USERS.find((u) => u.claims.oid === oid);
}

/** Password check for the sign-in page; unknown logins and wrong passwords both fail. */
export function checkCredentials(login: string, password: string): DemoUser | undefined {
  const found = findUserByLogin(login);
  return found && found.password === password ? found : undefined;
}
