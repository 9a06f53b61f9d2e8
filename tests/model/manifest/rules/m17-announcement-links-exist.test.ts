// M17 of docs/manifest-rules.md (src/model/manifest/rules/m17-announcement-links-exist.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M17 m17AnnouncementLinksExist', () => {
  it('[M17] requires an announcement link to name a node, with a suggestion', () => {
    expect(
      check(`announcements:
  - id: info
    title: Info
    body: Teks
    link: dashbord
  - id: lain
    title: Lain
    body: Teks
    link: dashboard
`).lines,
    ).toEqual([`m.yaml:${line(5)}:11 UNKNOWN_LINK announcement info: link "dashbord" does not exist (did you mean dashboard?)`]);
  });
});
