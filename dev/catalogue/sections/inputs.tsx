import { useState } from 'react';
import { Input, type InputProps } from '../../../src/platform/ui/input.tsx';
import { PrimaryInput } from '../../../src/platform/ui/primary-input.tsx';
import { Demo } from '../demo.tsx';

type Example = Omit<InputProps, 'value' | 'onChange'> & { title: string; initial?: string };

const examples: Example[] = [
  { title: 'Email valid', label: 'Email', type: 'email', initial: 'nama@contoh.ac.id', showErrors: true },
  { title: 'Email tidak valid', label: 'Email', type: 'email', initial: 'Nama@Contoh', showErrors: true },
  { title: 'Wajib diisi, kosong', label: 'Nama lengkap', required: true, showErrors: true },
  { title: 'blockSpace', label: 'Nama pengguna', blockSpace: true, hint: 'Ketik spasi: spasi dihapus dan muncul notifikasi.' },
  { title: 'maxLength 20', label: 'Judul singkat', maxLength: 20, hint: 'Lebih dari 20 karakter dipotong.' },
  { title: 'minLength 8', label: 'Kata sandi', type: 'password', minLength: 8, initial: 'abc', showErrors: true },
  { title: 'Angka saja', label: 'NIP', type: 'number', hint: 'Huruf ditolak: "Hanya bisa memuat angka".' },
  { title: 'Telepon', label: 'Nomor telepon', type: 'phone', initial: '+62(21)749-0941' },
  { title: 'Huruf dan angka, huruf besar', label: 'Kode mata kuliah', type: 'alphanumeric', letterCase: 'upper', initial: 'MKDU4111' },
  {
    title: 'Regex sendiri',
    label: 'Kode pos',
    type: 'number',
    pattern: /^\d{5}$/,
    patternMessage: 'Kode pos terdiri dari 5 angka',
    initial: '154',
    showErrors: true,
  },
  { title: 'Huruf kecil, spasi ganda dirapatkan', label: 'Kata kunci', letterCase: 'lower', initial: 'metode penelitian' },
  { title: 'Galat dari server', label: 'Email kampus', type: 'email', initial: 'nama@contoh.ac.id', error: 'Email belum terdaftar' },
  { title: 'Nonaktif', label: 'Unit', initial: 'Unit A', disabled: true },
];

function ExampleInput({ initial = '', title, ...props }: Example) {
  const [value, setValue] = useState(initial);
  return (
    <Demo title={title}>
      <Input {...props} value={value} onChange={setValue} />
    </Demo>
  );
}

export function InputsSection() {
  const [search, setSearch] = useState('');
  return (
    <div className="cat__grid">
      <Demo title="Input utama" wide>
        <PrimaryInput label="Cari layanan" placeholder="Misalnya: Perpustakaan, Jadwal, e-Learning" value={search} onChange={setSearch} />
      </Demo>
      {examples.map((example) => (
        <ExampleInput key={example.title} {...example} />
      ))}
    </div>
  );
}
