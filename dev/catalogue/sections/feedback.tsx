import { useEffect, useRef, useState } from 'react';
import { UserFacingError } from '../../../src/platform/core/errors.ts';
import { Button } from '../../../src/platform/ui/button.tsx';
import { confirmDialog, showNoAccess, showStartupToast } from '../../../src/platform/ui/dialogs.ts';
import { notify } from '../../../src/platform/ui/notify.ts';
import { Demo } from '../demo.tsx';
import { openParam } from '../open-param.ts';

export function FeedbackSection() {
  const [answer, setAnswer] = useState<string>('Belum ditanya.');
  const ask = async () => {
    const yes = await confirmDialog({ title: 'Keluar dari portal?', text: 'Sesi Anda akan diakhiri.', confirmText: 'Ya, keluar' });
    setAnswer(yes ? 'Jawaban: ya.' : 'Jawaban: batal.');
  };

  const opened = useRef(false); // StrictMode runs effects twice in development
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const open = openParam();
    if (open === 'no-access') void showNoAccess();
    if (open === 'startup') void showStartupToast('Selamat datang, Dr. Budi Santoso');
    if (open === 'confirm') void ask();
  }, []);

  return (
    <div className="cat__grid">
      <Demo title="Toast (notistack)" wide>
        <div className="cat__row">
          <Button variant="secondary" onClick={() => notify.info('Kolom ini tidak boleh berisi spasi')}>
            Info
          </Button>
          <Button variant="secondary" onClick={() => notify.success('Data berhasil disimpan')}>
            Berhasil
          </Button>
          <Button variant="secondary" onClick={() => notify.warning('Sesi akan berakhir dalam 5 menit')}>
            Peringatan
          </Button>
          <Button variant="secondary" onClick={() => notify.error('Login gagal: akun tidak ditemukan')}>
            Galat
          </Button>
          <Button variant="ghost" onClick={() => notify.failure(new UserFacingError('Server sedang sibuk, coba lagi nanti.'))}>
            Kegagalan (pesan pengguna)
          </Button>
          <Button variant="ghost" onClick={() => notify.failure(new Error('TypeError: x is undefined'))}>
            Kegagalan (tak terduga)
          </Button>
        </div>
        <p className="cat__note">Geser toast ke samping sejauh 60% lebarnya untuk menutupnya.</p>
      </Demo>
      <Demo title="Popup tanpa hak akses">
        <Button variant="danger" onClick={() => void showNoAccess({ text: 'Menu ini hanya untuk pemegang peran tertentu.' })}>
          Buka menu terbatas
        </Button>
      </Demo>
      <Demo title="Toast awal (sweetalert2)">
        <Button variant="secondary" onClick={() => void showStartupToast('Berhasil masuk')}>
          Tampilkan toast awal
        </Button>
      </Demo>
      <Demo title="Dialog konfirmasi">
        <div className="cat__stack">
          <Button variant="secondary" onClick={() => void ask()}>
            Keluar
          </Button>
          <p className="cat__note" aria-live="polite">
            {answer}
          </p>
        </div>
      </Demo>
    </div>
  );
}
