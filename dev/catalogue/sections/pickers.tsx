import { useState } from 'react';
import { DatePicker } from '../../../src/platform/ui/date-picker.tsx';
import { SearchableSelect } from '../../../src/platform/ui/searchable-select.tsx';
import { SelectField, type SelectOption } from '../../../src/platform/ui/select.tsx';
import { TextField } from '../../../src/platform/ui/text-field.tsx';
import { Demo } from '../demo.tsx';

const units: SelectOption[] = [
  { value: 'pendidikan', label: 'Unit Pendidikan dan Pengajaran' },
  { value: 'hukum-sosial', label: 'Unit Hukum, Ilmu Sosial, dan Ilmu Politik' },
  { value: 'ekonomi', label: 'Unit Ekonomi dan Bisnis' },
  { value: 'sains', label: 'Unit Sains dan Teknologi' },
  { value: 'pascasarjana', label: 'Sekolah Pascasarjana' },
];

export function PickersSection() {
  const [unit, setUnit] = useState('ekonomi');
  const [searched, setSearched] = useState<string | null>(null);
  const [date, setDate] = useState('2025-08-17');
  const [empty, setEmpty] = useState('');
  const [late, setLate] = useState('2026-02-01');
  const [note, setNote] = useState('Mohon jadwal tutorial dipindah ke pekan depan.');
  return (
    <div className="cat__grid">
      <Demo title="Select">
        <SelectField label="Unit" value={unit} onChange={setUnit} options={units} />
      </Demo>
      <Demo title="Select tanpa pilihan">
        <SelectField label="Program studi" value="" onChange={() => {}} options={[]} />
      </Demo>
      <Demo title="Select dengan pencarian (ketik “xyz”)">
        <SearchableSelect label="Cari unit" options={units} value={searched} onChange={setSearched} clearable />
      </Demo>
      <Demo title="Select dengan pencarian, galat">
        <SearchableSelect label="Pembimbing" options={[]} value={null} onChange={() => {}} required error="Pilih pembimbing" />
      </Demo>
      <Demo title="Tanggal">
        <DatePicker label="Tanggal ujian" value={date} onChange={setDate} />
      </Demo>
      <Demo title="Tanggal kosong (petunjuk format)">
        <DatePicker label="Tanggal lahir" value={empty} onChange={setEmpty} />
      </Demo>
      <Demo title="Tanggal di luar rentang">
        <DatePicker label="Batas unggah" value={late} onChange={setLate} min="2025-09-01" max="2025-12-31" />
      </Demo>
      <Demo title="Teks panjang dengan penghitung">
        <TextField label="Catatan untuk tutor" value={note} onChange={setNote} maxLength={200} hint="Opsional." />
      </Demo>
      <Demo title="Teks panjang, galat">
        <TextField label="Alasan" value="" onChange={() => {}} required error="Alasan wajib diisi" />
      </Demo>
    </div>
  );
}
