import { useState } from 'react';
import { Button } from '../../../src/platform/ui/button.tsx';
import { Card, CardContent } from '../../../src/platform/ui/card.tsx';
import { Collapse } from '../../../src/platform/ui/collapse.tsx';
import { disclosureButton } from '../../../src/platform/ui/disclosure.ts';
import { Icon } from '../../../src/platform/ui/icon.tsx';
import { Tooltip } from '../../../src/platform/ui/tooltip.tsx';
import { Demo } from '../demo.tsx';

function CollapseDemo({ initiallyOpen }: { initiallyOpen: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const id = `collapse-${initiallyOpen ? 'terbuka' : 'tertutup'}`;
  return (
    <div className="cat__stack">
      <Button variant="secondary" {...disclosureButton(open, id)} onClick={() => setOpen(!open)}>
        {open ? 'Sembunyikan' : 'Tampilkan'} rincian
      </Button>
      <Collapse id={id} open={open}>
        <p className="cat__note">Masa registrasi 1–30 September. Tutorial online dimulai pekan ketiga.</p>
      </Collapse>
    </div>
  );
}

export function LayoutSection() {
  return (
    <div className="cat__grid">
      <Demo title="Kartu" wide>
        <Card
          title="Jadwal tutorial"
          actions={
            <Button variant="ghost" icon="calendar">
              Kalender
            </Button>
          }
        >
          <CardContent>
            <p className="cat__note">Tutorial webinar Metode Penelitian, Kamis 19.00 WIB.</p>
            <div className="cat__row">
              <Button icon="link">Buka ruang kelas</Button>
            </div>
          </CardContent>
        </Card>
      </Demo>
      <Demo title="Collapse terbuka">
        <CollapseDemo initiallyOpen />
      </Demo>
      <Demo title="Collapse tertutup">
        <CollapseDemo initiallyOpen={false} />
      </Demo>
      <Demo title="Tooltip (arahkan atau fokus)">
        <div className="cat__row cat__row--tooltips">
          <Tooltip content="Pengaturan akun">
            <button type="button" className="cat__icon-button" aria-label="Pengaturan">
              <Icon name="settings" />
            </button>
          </Tooltip>
          <Tooltip content="Cetak halaman ini" open placement="bottom">
            <button type="button" className="cat__icon-button" aria-label="Cetak">
              <Icon name="print" />
            </button>
          </Tooltip>
        </div>
      </Demo>
    </div>
  );
}
