import { useState } from 'react';
import { Button } from '../../../src/platform/ui/button.tsx';
import { Input } from '../../../src/platform/ui/input.tsx';
import { Modal } from '../../../src/platform/ui/modal.tsx';
import { Demo } from '../demo.tsx';
import { openParam } from '../open-param.ts';

export function ModalSection() {
  const [open, setOpen] = useState(() => openParam() === 'modal');
  const [strictOpen, setStrictOpen] = useState(false);
  const [rows, setRows] = useState(1);
  const [email, setEmail] = useState('');
  return (
    <div className="cat__grid">
      <Demo title="Modal (klik di luar atau Escape menutup)">
        <Button icon="envelope" onClick={() => setOpen(true)}>
          Buka modal
        </Button>
      </Demo>
      <Demo title="Modal yang hanya tertutup lewat tombol">
        <Button variant="secondary" onClick={() => setStrictOpen(true)}>
          Buka modal ketat
        </Button>
      </Demo>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Kirim undangan tutorial"
        footer={
          <>
            <Button variant="ghost" onClick={() => setOpen(false)}>
              Batal
            </Button>
            <Button onClick={() => setOpen(false)}>Kirim</Button>
          </>
        }
      >
        <div className="cat__stack">
          <Input label="Email mahasiswa" type="email" value={email} onChange={setEmail} required />
          {Array.from({ length: rows }, (_, index) => (
            <p key={index} className="cat__note">
              Baris {index + 1}: tinggi modal mengikuti isinya.
            </p>
          ))}
          <div className="cat__row">
            <Button variant="secondary" onClick={() => setRows(rows + 1)}>
              Tambah baris
            </Button>
            <Button variant="ghost" disabled={rows === 1} onClick={() => setRows(rows - 1)}>
              Kurangi baris
            </Button>
          </div>
        </div>
      </Modal>
      <Modal open={strictOpen} onClose={() => setStrictOpen(false)} title="Konfirmasi nilai" closeOnOutsideClick={false}>
        <p className="cat__note">Klik di luar tidak menutup modal ini. Gunakan tombol Tutup atau Escape.</p>
      </Modal>
    </div>
  );
}
