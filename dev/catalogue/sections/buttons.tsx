import { useState } from 'react';
import { Button } from '../../../src/platform/ui/button.tsx';
import { Demo } from '../demo.tsx';

export function ButtonsSection() {
  const [saving, setSaving] = useState(false);
  const save = () => {
    setSaving(true);
    setTimeout(() => setSaving(false), 2000);
  };
  return (
    <div className="cat__grid">
      <Demo title="Varian">
        <div className="cat__row">
          <Button>Utama</Button>
          <Button variant="secondary">Sekunder</Button>
          <Button variant="ghost">Ghost</Button>
          <Button variant="danger" icon="delete">
            Hapus
          </Button>
        </div>
      </Demo>
      <Demo title="Dengan ikon">
        <div className="cat__row">
          <Button icon="download">Unduh</Button>
          <Button variant="secondary" icon="print">
            Cetak
          </Button>
          <Button variant="ghost" icon="edit">
            Ubah
          </Button>
        </div>
      </Demo>
      <Demo title="Memuat dan nonaktif">
        <div className="cat__row">
          <Button loading>Simpan</Button>
          <Button disabled>Nonaktif</Button>
          <Button variant="secondary" loading>
            Kirim
          </Button>
        </div>
      </Demo>
      <Demo title="Coba: memuat selama 2 detik">
        <Button icon="upload" loading={saving} onClick={save}>
          Unggah berkas
        </Button>
      </Demo>
    </div>
  );
}
