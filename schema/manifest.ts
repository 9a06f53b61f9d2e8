// The manifest's shape: the single source of truth for its types and for the generated
// schema/manifest.schema.json that editors use for autocompletion. Rules about meaning (ids
// exist, URLs are safe, placeholders are known) live in src/model/manifest/rules/ (run by src/model/manifest/validate.ts), because
// refinements do not survive z.toJSONSchema; the vocabulary lists are attached as `enum`
// metadata so editors still get completion for them.
import { z } from 'zod';
import { iconKeys, layoutKeys, pageKeys, placeholderFields, sessionFlags, transformNames } from './vocabulary.ts';

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Patterns only the editor schema carries (JSON Schema `pattern`, via .meta), built from the
// vocabulary so they cannot drift from it. The validator checks the same things with messages of
// its own (M10–M12, M20), so zod does not enforce them here.
const https = String.raw`https://|http://(?:localhost|127\.0\.0\.1|\[::1\])(?=[:/]|$)`;
const placeholder = String.raw`<\s*(?:${Object.keys(placeholderFields).join('|')})\s*(?::\s*(?:${transformNames.join('|')})\s*)?>`;
/** A system address: https (http only for this machine). */
const systemUrlPattern = `^(?:${https})`;
/** A node url: a {system} reference or an https address first, then text and known placeholders. */
const nodeUrlPattern = String.raw`^(?:\{${kebab.source.slice(1, -1)}\}|${https})(?:[^<>{}]|${placeholder})*$`;
/** A status feed: a path on the portal's own origin (not `//`, which leaves it) or an https address; no ?query or #fragment. */
const statusUrlPattern = String.raw`^(?:/[^/\\?#\s][^\\?#\s]*|(?:${https})[^?#\s]*)$`;
/** A system's source: a public web page, so https only (no http, not even for this machine), and no user name in it. */
const sourcePattern = String.raw`^https://[^\s/?#@]+(?:[/?#]\S*)?$`;
const idSchema = z
  .string()
  .regex(kebab, { message: 'must be kebab-case: lowercase letters and digits joined by single hyphens' })
  .meta({ description: 'Unique kebab-case identifier.' });

/** One URL path segment. Legacy segments such as `kurikulum-&-bahan-ajar` stay valid. */
const segmentSchema = z
  .string()
  .regex(/^[A-Za-z0-9\-._~!$&'()*+,;=:@]*$/, {
    message: 'a path segment may hold letters, digits and - . _ ~ ! $ & \' ( ) * + , ; = : @ only (no "/", "?", "#", "%" or spaces)',
  })
  .meta({ description: 'URL segment of this node; defaults to its id. "" on a top-level node is the root "/".' });

/**
 * A name from schema/vocabulary.ts. Any string passes here, so that the validator reports an unknown
 * name with a suggestion (M9, M14) rather than zod's bare enum error; the editor schema still offers
 * the names (`enum`), and compile() types the value with the vocabulary's guards.
 */
const vocabulary = (values: readonly string[], description: string) => z.string().meta({ enum: [...values], description });

const accessSchema = z.enum(['public', 'guest', 'user']).meta({
  description: 'public: everyone (role ALL); guest: signed-out only (login-type pages); user: signed-in only (default).',
});

const nonEmpty = (description: string) => z.string().min(1).optional().meta({ description });

const statusSchema = z
  .strictObject({
    provider: z.enum(['uptime-kuma']).meta({ description: 'The monitoring that publishes the status page: uptime-kuma (Uptime Kuma).' }),
    url: z.string().meta({
      description:
        "Where the browser asks for the status page: a path on the portal's own origin that the web server passes on to it (/status-feed; Uptime Kuma sends no CORS headers, so this is the way), or an https:// address of a proxy that adds CORS headers for the portal's origin (http only for localhost). No ?query or #fragment.",
      pattern: statusUrlPattern,
      examples: ['/status-feed'],
    }),
    slug: z
      .string()
      .regex(/^[a-z0-9-]+$/, { message: 'the status page slug holds lowercase letters, digits and hyphens only' })
      .meta({ description: "The status page's slug in Uptime Kuma (lowercase letters, digits, hyphens)." }),
  })
  .meta({ description: 'The one status page the portal reads the live status of its systems from; systems name their monitor on it.' });

/** Where people get help: an https address (http only for this machine), or mailto: or tel:. */
const helpPattern = String.raw`^(?:(?:${https})\S+|mailto:\S+@\S+|tel:\+?[0-9 ()-]+)$`;

const institutionSchema = z
  .strictObject({
    name: z.string().min(1).meta({ description: "The institution's full name, as its people write it: Universitas Terbuka." }),
    shortName: z.string().min(1).meta({ description: 'Its short name or abbreviation: UT.' }),
    account: z.string().min(1).meta({
      description: 'What people call the account they sign in with, as the sign-in button names it: "Akun UT" (Masuk dengan Akun UT).',
    }),
    provider: z.string().min(1).meta({
      description:
        'The sign-in provider, as people know their account there: "Microsoft" (akun Microsoft). Named where the portal sends people to it: signing out, resetting a password.',
    }),
    help: z
      .string()
      .regex(new RegExp(helpPattern), {
        message: 'write an https:// address (http only for localhost), a mailto: address or a tel: number',
      })
      .meta({
        description: 'Where people get help with signing in: an https:// page, a mailto: address or a tel: number.',
        pattern: helpPattern,
        examples: ['https://bantuan.ut.ac.id', 'mailto:helpdesk@ut.ac.id'],
      }),
    passwordReset: z
      .string()
      .regex(new RegExp(`^(?:${https})\\S+$`), { message: "write the https:// address of the provider's password reset page" })
      .optional()
      .meta({
        description:
          "The sign-in provider's page where people reset their password (https): the reset-password page links there. Without it, that page sends people to `help`.",
        examples: ['https://passwordreset.microsoftonline.com/'],
      }),
    logo: z
      .string()
      .min(1)
      .optional()
      .meta({
        description:
          "An SVG, or a 512×512 PNG, file in this portal's folder: the icon of the browser tab and of the installed app. Without it, the portal uses the generic icons of public/.",
        examples: ['logo.svg'],
      }),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, { message: 'write the colour as #rrggbb, e.g. #0b4f9c' })
      .optional()
      .meta({ description: "The portal's colour (#rrggbb): the browser's toolbar on phones and the installed app's title bar." }),
    en: z
      .strictObject({
        name: nonEmpty("The institution's name in English; defaults to name."),
        shortName: nonEmpty('The short name in English; defaults to shortName.'),
        account: nonEmpty('The account in English: "UT account"; defaults to account.'),
      })
      .optional()
      .meta({ description: 'English texts of the institution.' }),
  })
  .meta({
    description: 'Who the portal belongs to: every page that names the institution, its sign-in or its help takes the words from here.',
  });

const sectionSchema = z
  .strictObject({
    title: z.string().min(1).meta({ description: "The section's heading." }),
    text: z.string().min(1).optional().meta({ description: 'A paragraph.' }),
    items: z.array(z.string().min(1)).optional().meta({ description: 'A list, after the paragraph if there is one.' }),
  })
  .meta({ description: 'One section of a content page: a heading, then a paragraph, a list or both.' });

const contentTexts = {
  lead: z.string().min(1).optional().meta({ description: 'The sentence under the page title.' }),
  sections: z.array(sectionSchema).optional(),
};

const contentSchema = z
  .strictObject({
    ...contentTexts,
    en: z.strictObject(contentTexts).optional().meta({ description: 'The same in English; each part falls back to the Indonesian one.' }),
  })
  .meta({
    description:
      "The words of a page that shows the portal's own content (component: ttm): they belong to the institution, so they live in the manifest, not in the code.",
  });

const flagLabelSchema = z
  .strictObject({
    label: z.string().min(1).meta({
      description: 'Who holds the flag, in Indonesian, as the no-access dialog ends "hanya dapat dibuka oleh …": "asesor RPL".',
    }),
    en: nonEmpty('The same in English, as "can be opened only by …" ends: "RPL assessors".'),
  })
  .meta({ description: 'The words for the people who hold a session flag.' });

export const portalSchema = z
  .strictObject({
    id: idSchema,
    title: z.string().min(1),
    home: idSchema.meta({ description: 'Node a signed-in user lands on (the dashboard).' }),
    login: idSchema.meta({ description: 'Node signed-out users are sent to.' }),
    description: z.string().optional().meta({ description: 'One sentence about the portal: the page description and the dashboard lead.' }),
    en: z
      .strictObject({
        title: nonEmpty('English name of the portal, used in English messages and titles; defaults to title.'),
        description: nonEmpty('English description.'),
      })
      .optional()
      .meta({ description: 'English texts of the portal block.' }),
    institution: institutionSchema,
    language: z.enum(['id', 'en']).optional().meta({
      description: 'The language the portal opens in until the user chooses one: id (Indonesian, the default) or en (English).',
    }),
    flags: z
      .record(z.string(), flagLabelSchema)
      .optional()
      .meta({
        description:
          'The words for each session flag that a `requires` of this portal names (statusAsesor, accessLkam): the no-access dialog and the dev preview say who may open an item with them.',
        propertyNames: { enum: [...sessionFlags] },
      }),
    searchExamples: z.array(z.string().min(1)).max(3).optional().meta({
      description:
        'Up to three words people may search for, shown in the search box\'s hint ("misalnya RPL atau Sinta"); without them, the hint names the first menu items.',
    }),
    agenda: z.boolean().optional().meta({
      description:
        "Whether the dashboard shows today's agenda from the sign-in provider's calendar (Microsoft Graph); sign-in then asks for the calendar consent too. Default false.",
    }),
    status: statusSchema.optional(),
    reviewMonths: z.number().int().min(1).max(60).optional().meta({
      description:
        "How many months a system's `reviewed` date stays current: after that, manifest:check warns (W4) and names the system's owner. Default 12.",
    }),
  })
  .meta({ description: 'Portal metadata; exactly one file of a manifest has it.' });

/** A window bound; read by src/model/time/jakarta.ts (parseJakartaTime), and M16 reports bad dates. */
const timeMeta = (description: string) => ({
  description,
  pattern: '^\\d{4}-\\d{2}-\\d{2}([ T]\\d{2}:\\d{2})?$',
  examples: ['2026-12-01', '2026-12-01 08:00'],
});
const timeBound = (description: string) => z.string().optional().meta(timeMeta(description));

const maintenanceSchema = z
  .strictObject({
    from: z
      .string()
      .meta(timeMeta('Start of the maintenance, Asia/Jakarta time (WIB, UTC+7): "YYYY-MM-DD HH:mm" or "YYYY-MM-DD" (00:00).')),
    until: z
      .string()
      .meta(
        timeMeta(
          'End of the maintenance, exclusive, Asia/Jakarta time (WIB, UTC+7): "YYYY-MM-DD HH:mm", or "YYYY-MM-DD" (through that whole day).',
        ),
      ),
    message: z
      .string()
      .min(1)
      .meta({ description: 'What lecturers are told during the maintenance, in Indonesian: what cannot be used, and why.' }),
    en: nonEmpty('The message in English; defaults to the Indonesian one.'),
  })
  .meta({ description: 'A planned maintenance: from, until (Asia/Jakarta time) and a message.' });

export const systemSchema = z
  .strictObject({
    label: z.string().min(1),
    url: z.string().meta({ description: 'Base address, https: (http: only for localhost).', pattern: systemUrlPattern }),
    trusted: z.boolean().optional().meta({ description: 'May receive tokens (<idToken>, <token>, <token2>).' }),
    verified: z
      .boolean()
      .optional()
      .meta({ description: 'false: the address is a guess that an editor still has to confirm (a warning).' }),
    note: z.string().optional(),
    maintenance: z.array(maintenanceSchema).optional().meta({
      description: 'Planned maintenance windows: every item that launches the system says so while one lasts (none may overlap).',
    }),
    monitor: z
      .union([z.int().positive(), z.string().min(1)], { error: "write the monitor's id (a whole number) or its exact name" })
      .optional()
      .meta({
        description:
          "The monitor that watches this system on the portal's status page (portal.status): its id (a number: Uptime Kuma shows it in the monitor's address, /dashboard/4) or its exact name (quoted when it looks like a number).",
      }),
    owner: z.string().min(1).optional().meta({
      description:
        'The unit or role that answers for this system\'s address, e.g. "Pusat Komputer" — not a person\'s e-mail address or phone number (M21), which change.',
    }),
    reviewed: z
      .string()
      .optional()
      .meta({
        description:
          "The day an editor last confirmed this system's address, YYYY-MM-DD (M22); manifest:check warns once it is older than the portal's reviewMonths (W4).",
        pattern: '^\\d{4}-\\d{2}-\\d{2}$',
        examples: ['2026-11-25'],
      }),
    source: z
      .string()
      .regex(new RegExp(sourcePattern), { message: "write the https:// address of a public page that shows the system's address" })
      .optional()
      .meta({
        description:
          "Where the address comes from: the https:// address of a public page that shows it (the institution's guide, announcement or catalogue). A system without `verified: false` and without a source is a warning (W5).",
        pattern: sourcePattern,
        examples: ['https://pustaka.ut.ac.id/publikasi/bnbb_261/files/basic-html/page196.html'],
      }),
  })
  .meta({ description: 'An external system, defined once and referred to as {name} at the start of a url.' });

const windowSchema = z
  .strictObject({
    from: timeBound('First moment inside the window, Asia/Jakarta time (WIB, UTC+7): "YYYY-MM-DD" (00:00) or "YYYY-MM-DD HH:mm".'),
    until: timeBound(
      'End of the window, exclusive, Asia/Jakarta time (WIB, UTC+7): "YYYY-MM-DD" (the window lasts through that whole day) or "YYYY-MM-DD HH:mm".',
    ),
  })
  .meta({ description: 'Shown only inside this time window (Asia/Jakarta time). At least one of from and until.', minProperties: 1 });

const nodeEnglishSchema = z
  .strictObject({
    label: nonEmpty('English menu text.'),
    title: nonEmpty('English document title; defaults to the English label.'),
    description: nonEmpty('English description (search).'),
    help: nonEmpty('English contact text for users who may not open the node.'),
  })
  .meta({ description: 'Optional English text; each field falls back to the Indonesian one.' });

const behaviours = ['redirect', 'component', 'url'];

export const nodeSchema = z
  .strictObject({
    id: idSchema,
    parent: idSchema.optional().meta({ description: 'Id of the parent node; absent for top-level pages.' }),
    path: segmentSchema.optional(),
    label: z.string().min(1),
    title: z.string().min(1).optional().meta({ description: 'Document title; defaults to the label.' }),
    icon: vocabulary(iconKeys, 'Menu icon.').optional(),
    access: accessSchema.optional(),
    redirect: idSchema.optional().meta({ description: 'Id of a descendant to go to.' }),
    component: vocabulary(pageKeys, 'Internal page registered in code.').optional(),
    url: z.string().optional().meta({ description: 'Opened in a new tab: "{system}/path?q=<field:transform>".', pattern: nodeUrlPattern }),
    layout: vocabulary(layoutKeys, 'Layout wrapping this node and its descendants.').optional(),
    requires: z
      .array(vocabulary(sessionFlags, 'Boolean session flag.'))
      .optional()
      .meta({ description: 'Session flags that must be true to open this node.' }),
    hidden: z.boolean().optional().meta({ description: 'Not shown in the menu (still reachable by URL).' }),
    order: z
      .number()
      .optional()
      .meta({ description: 'Menu position among siblings: ordered siblings come first (ascending), the rest follow in file order.' }),
    keywords: z.array(z.string()).optional(),
    description: z.string().optional(),
    content: contentSchema.optional(),
    source: z
      .string()
      .regex(/^(?!\/)(?!.*\.\.)[A-Za-z0-9\-._~/]+$/, {
        message: 'a portal API path relative to VITE_PORTAL_API_URL, e.g. asesmen/kisi-kisi',
      })
      .optional()
      .meta({ description: 'Portal API path an internal page loads its data from, e.g. asesmen/kisi-kisi.' }),
    mode: z.string().optional().meta({ description: "The legacy route mode marker, e.g. 'development'; kept as data." }),
    help: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'Whom to contact when the user may not open this node (shown in the no-access popup).' }),
    en: nodeEnglishSchema.optional(),
    window: windowSchema.optional(),
  })
  .meta({
    description: 'A menu node: exactly one of redirect, component or url.',
    oneOf: behaviours.map((one) => ({
      required: [one],
      not: { anyOf: behaviours.filter((b) => b !== one).map((b) => ({ required: [b] })) },
    })),
  });

const toneSchema = z.enum(['info', 'warning']).meta({ description: 'info (default) or warning.' });

export const announcementSchema = z
  .strictObject({
    id: idSchema,
    title: z.string().min(1),
    body: z.string().min(1),
    tone: toneSchema.optional(),
    requires: z
      .array(vocabulary(sessionFlags, 'Boolean session flag.'))
      .optional()
      .meta({ description: 'Only users with all these session flags see the announcement.' }),
    window: windowSchema.optional(),
    link: idSchema.optional().meta({ description: 'Id of a node the announcement points to.' }),
    en: z
      .strictObject({ title: nonEmpty('English title.'), body: nonEmpty('English text.') })
      .optional()
      .meta({ description: 'Optional English text; each field falls back to the Indonesian one.' }),
  })
  .meta({ description: 'A message on the dashboard home, for an audience (requires) and a time window.' });

export const manifestFileSchema = z
  .strictObject({
    portal: portalSchema.optional(),
    systems: z.record(idSchema, systemSchema).optional(),
    nodes: z.array(nodeSchema).optional(),
    announcements: z.array(announcementSchema).optional(),
  })
  .meta({ title: 'Portal Dosen manifest file' });

export type PortalMeta = z.infer<typeof portalSchema>;
export type PageContent = z.infer<typeof contentSchema>;
export type SystemDef = z.infer<typeof systemSchema>;
export type NodeDef = z.infer<typeof nodeSchema>;
export type Access = z.infer<typeof accessSchema>;
export type AnnouncementDef = z.infer<typeof announcementSchema>;
export type WindowDef = z.infer<typeof windowSchema>;
export type MaintenanceDef = z.infer<typeof maintenanceSchema>;
