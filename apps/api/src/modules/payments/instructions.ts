// How to pay, in the request's language, built from what is stored about a payment (method, channel, VA number,
// amount, expiry) rather than stored as text: a member who switches language, or reads the payment again
// tomorrow, gets the same steps in their language. The guides follow what each bank's own channels show today:
// BCA (ATM, m-BCA, KlikBCA), Mandiri bill payment (ATM, Livin' by Mandiri, Mandiri Internet Banking), BNI (ATM,
// BNI Mobile Banking, BNI Internet Banking), BRI (ATM, BRImo, Internet Banking BRI) and Permata (ATM,
// PermataMobile X, PermataNet).
import type { components } from '../../generated/openapi.ts';
import type { Lang } from '../../http/i18n.ts';
import { formatRupiah, jakartaDateTime } from './format.ts';

type Schemas = components['schemas'];
type Instructions = Schemas['PaymentInstructions'];
type Guide = Schemas['PaymentGuide'];
type Channel = Schemas['PaymentChannel'];
type Method = Schemas['PaymentMethod'];

/** Who the money goes to, as the bank shows it before the member confirms. */
const MERCHANT_NAME = 'Nusa Stay';

export const BANK_NAMES: Record<Channel, string> = {
  bca: 'BCA',
  mandiri: 'Mandiri',
  bni: 'BNI',
  bri: 'BRI',
  permata: 'Permata',
  gopay: 'GoPay',
  ovo: 'OVO',
  dana: 'DANA',
  shopeepay: 'ShopeePay',
};

export interface InstructionFacts {
  method: Method;
  channel: Channel | null;
  /** The VA number; for Mandiri the bill key (paid with billerCode). */
  vaNumber: string | null;
  billerCode: string | null;
  amount: number;
  expiresAt: Date;
  installmentTenor: number | null;
}

type Bilingual = Record<Lang, string[]>;
interface GuideCopy {
  kind: Guide['kind'];
  title: Record<Lang, string>;
  steps: Bilingual;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);

/** {va} the number, {amount} the amount, {biller} Mandiri's biller code, {merchant} our name. */
const VA_GUIDES: Record<'bca' | 'mandiri' | 'bni' | 'bri' | 'permata', GuideCopy[]> = {
  bca: [
    {
      kind: 'atm',
      title: { id: 'ATM BCA', en: 'BCA ATM' },
      steps: {
        id: [
          'Masukkan kartu ATM BCA dan PIN Anda.',
          'Pilih menu Transaksi Lainnya > Transfer > ke Rekening BCA Virtual Account.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Benar.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih Ya.',
          'Simpan struk sebagai bukti pembayaran.',
        ],
        en: [
          'Insert your BCA ATM card and enter your PIN.',
          'Choose Other Transactions > Transfer > to BCA Virtual Account.',
          'Enter the Virtual Account number {va}, then choose Correct.',
          'Check the name {merchant} and the amount {amount}, then choose Yes.',
          'Keep the receipt as proof of payment.',
        ],
      },
    },
    {
      kind: 'mobile_banking',
      title: { id: 'm-BCA (BCA mobile)', en: 'm-BCA (BCA mobile)' },
      steps: {
        id: [
          'Buka aplikasi BCA mobile, pilih m-BCA, lalu masukkan kode akses.',
          'Pilih m-Transfer > BCA Virtual Account.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Send.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih OK.',
          'Masukkan PIN m-BCA untuk menyelesaikan pembayaran.',
        ],
        en: [
          'Open the BCA mobile app, choose m-BCA and enter your access code.',
          'Choose m-Transfer > BCA Virtual Account.',
          'Enter the Virtual Account number {va}, then choose Send.',
          'Check the name {merchant} and the amount {amount}, then choose OK.',
          'Enter your m-BCA PIN to complete the payment.',
        ],
      },
    },
    {
      kind: 'internet_banking',
      title: { id: 'KlikBCA', en: 'KlikBCA' },
      steps: {
        id: [
          'Masuk ke KlikBCA Individual (klikbca.com) dengan User ID dan PIN Anda.',
          'Pilih Transfer Dana > Transfer ke BCA Virtual Account.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Lanjutkan.',
          'Periksa nama {merchant} dan jumlah {amount}.',
          'Masukkan respon KeyBCA APPLI 1, lalu pilih Kirim.',
        ],
        en: [
          'Sign in to KlikBCA Individual (klikbca.com) with your User ID and PIN.',
          'Choose Fund Transfer > Transfer to BCA Virtual Account.',
          'Enter the Virtual Account number {va}, then choose Continue.',
          'Check the name {merchant} and the amount {amount}.',
          'Enter the KeyBCA APPLI 1 response, then choose Submit.',
        ],
      },
    },
  ],
  mandiri: [
    {
      kind: 'atm',
      title: { id: 'ATM Mandiri', en: 'Mandiri ATM' },
      steps: {
        id: [
          'Masukkan kartu ATM Mandiri dan PIN Anda.',
          'Pilih menu Bayar/Beli > Lainnya > Multipayment.',
          'Masukkan kode perusahaan {biller}, lalu pilih Benar.',
          'Masukkan kode pembayaran {va}, lalu pilih Benar.',
          'Periksa nama {merchant} dan jumlah {amount}, tekan 1 lalu Ya.',
          'Simpan struk sebagai bukti pembayaran.',
        ],
        en: [
          'Insert your Mandiri ATM card and enter your PIN.',
          'Choose Pay/Buy > Others > Multipayment.',
          'Enter the company code {biller}, then choose Correct.',
          'Enter the payment code {va}, then choose Correct.',
          'Check the name {merchant} and the amount {amount}, press 1 and then Yes.',
          'Keep the receipt as proof of payment.',
        ],
      },
    },
    {
      kind: 'mobile_banking',
      title: { id: "Livin' by Mandiri", en: "Livin' by Mandiri" },
      steps: {
        id: [
          "Buka aplikasi Livin' by Mandiri dan masuk.",
          'Pilih Bayar > E-Commerce, lalu cari penyedia jasa dengan kode {biller}.',
          'Masukkan kode pembayaran {va}, lalu pilih Lanjutkan.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih Konfirmasi.',
          'Masukkan PIN Livin’ untuk menyelesaikan pembayaran.',
        ],
        en: [
          "Open the Livin' by Mandiri app and sign in.",
          'Choose Pay > E-Commerce, then find the biller with code {biller}.',
          'Enter the payment code {va}, then choose Continue.',
          'Check the name {merchant} and the amount {amount}, then choose Confirm.',
          'Enter your Livin’ PIN to complete the payment.',
        ],
      },
    },
    {
      kind: 'internet_banking',
      title: { id: 'Mandiri Internet Banking', en: 'Mandiri Internet Banking' },
      steps: {
        id: [
          'Masuk ke Mandiri Internet Banking dengan User ID dan PIN Anda.',
          'Pilih Bayar > Multipayment, lalu pilih penyedia jasa dengan kode {biller}.',
          'Masukkan kode pembayaran {va}, lalu pilih Lanjut.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu centang tagihan yang dibayar.',
          'Masukkan kode dari token Mandiri (APPLI 1), lalu pilih Kirim.',
        ],
        en: [
          'Sign in to Mandiri Internet Banking with your User ID and PIN.',
          'Choose Pay > Multipayment, then the biller with code {biller}.',
          'Enter the payment code {va}, then choose Next.',
          'Check the name {merchant} and the amount {amount}, then tick the bill to pay.',
          'Enter the code from your Mandiri token (APPLI 1), then choose Submit.',
        ],
      },
    },
  ],
  bni: [
    {
      kind: 'atm',
      title: { id: 'ATM BNI', en: 'BNI ATM' },
      steps: {
        id: [
          'Masukkan kartu ATM BNI dan PIN Anda.',
          'Pilih Menu Lainnya > Transfer > Virtual Account Billing.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Benar.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih Ya.',
          'Simpan struk sebagai bukti pembayaran.',
        ],
        en: [
          'Insert your BNI ATM card and enter your PIN.',
          'Choose Other Menu > Transfer > Virtual Account Billing.',
          'Enter the Virtual Account number {va}, then choose Correct.',
          'Check the name {merchant} and the amount {amount}, then choose Yes.',
          'Keep the receipt as proof of payment.',
        ],
      },
    },
    {
      kind: 'mobile_banking',
      title: { id: 'BNI Mobile Banking', en: 'BNI Mobile Banking' },
      steps: {
        id: [
          'Buka aplikasi BNI Mobile Banking dan masuk.',
          'Pilih Transfer > Virtual Account Billing.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Lanjut.',
          'Periksa nama {merchant} dan jumlah {amount}.',
          'Masukkan password transaksi untuk menyelesaikan pembayaran.',
        ],
        en: [
          'Open the BNI Mobile Banking app and sign in.',
          'Choose Transfer > Virtual Account Billing.',
          'Enter the Virtual Account number {va}, then choose Next.',
          'Check the name {merchant} and the amount {amount}.',
          'Enter your transaction password to complete the payment.',
        ],
      },
    },
    {
      kind: 'internet_banking',
      title: { id: 'BNI Internet Banking', en: 'BNI Internet Banking' },
      steps: {
        id: [
          'Masuk ke BNI Internet Banking (ibank.bni.co.id).',
          'Pilih Transfer > Virtual Account Billing.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Lanjut.',
          'Periksa nama {merchant} dan jumlah {amount}.',
          'Masukkan kode otentikasi token, lalu pilih Proses.',
        ],
        en: [
          'Sign in to BNI Internet Banking (ibank.bni.co.id).',
          'Choose Transfer > Virtual Account Billing.',
          'Enter the Virtual Account number {va}, then choose Next.',
          'Check the name {merchant} and the amount {amount}.',
          'Enter the token authentication code, then choose Process.',
        ],
      },
    },
  ],
  bri: [
    {
      kind: 'atm',
      title: { id: 'ATM BRI', en: 'BRI ATM' },
      steps: {
        id: [
          'Masukkan kartu ATM BRI dan PIN Anda.',
          'Pilih Transaksi Lain > Pembayaran > Lainnya > BRIVA.',
          'Masukkan nomor BRIVA {va}, lalu pilih Benar.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih Ya.',
          'Simpan struk sebagai bukti pembayaran.',
        ],
        en: [
          'Insert your BRI ATM card and enter your PIN.',
          'Choose Other Transactions > Payment > Others > BRIVA.',
          'Enter the BRIVA number {va}, then choose Correct.',
          'Check the name {merchant} and the amount {amount}, then choose Yes.',
          'Keep the receipt as proof of payment.',
        ],
      },
    },
    {
      kind: 'mobile_banking',
      title: { id: 'BRImo', en: 'BRImo' },
      steps: {
        id: [
          'Buka aplikasi BRImo dan masuk.',
          'Pilih BRIVA, lalu pilih Tambah Transaksi Baru.',
          'Masukkan nomor BRIVA {va}, lalu pilih Lanjutkan.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih Bayar.',
          'Masukkan PIN BRImo untuk menyelesaikan pembayaran.',
        ],
        en: [
          'Open the BRImo app and sign in.',
          'Choose BRIVA, then Add New Transaction.',
          'Enter the BRIVA number {va}, then choose Continue.',
          'Check the name {merchant} and the amount {amount}, then choose Pay.',
          'Enter your BRImo PIN to complete the payment.',
        ],
      },
    },
    {
      kind: 'internet_banking',
      title: { id: 'Internet Banking BRI', en: 'BRI Internet Banking' },
      steps: {
        id: [
          'Masuk ke Internet Banking BRI (ib.bri.co.id).',
          'Pilih Pembayaran > BRIVA.',
          'Masukkan nomor BRIVA {va}, lalu pilih Kirim.',
          'Periksa nama {merchant} dan jumlah {amount}.',
          'Masukkan password dan mToken, lalu pilih Kirim.',
        ],
        en: [
          'Sign in to BRI Internet Banking (ib.bri.co.id).',
          'Choose Payment > BRIVA.',
          'Enter the BRIVA number {va}, then choose Send.',
          'Check the name {merchant} and the amount {amount}.',
          'Enter your password and mToken, then choose Send.',
        ],
      },
    },
  ],
  permata: [
    {
      kind: 'atm',
      title: { id: 'ATM Permata', en: 'Permata ATM' },
      steps: {
        id: [
          'Masukkan kartu ATM Permata dan PIN Anda.',
          'Pilih Transaksi Lainnya > Pembayaran > Pembayaran Lainnya > Virtual Account.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Benar.',
          'Periksa nama {merchant} dan jumlah {amount}, lalu pilih Ya.',
          'Simpan struk sebagai bukti pembayaran.',
        ],
        en: [
          'Insert your Permata ATM card and enter your PIN.',
          'Choose Other Transactions > Payment > Other Payments > Virtual Account.',
          'Enter the Virtual Account number {va}, then choose Correct.',
          'Check the name {merchant} and the amount {amount}, then choose Yes.',
          'Keep the receipt as proof of payment.',
        ],
      },
    },
    {
      kind: 'mobile_banking',
      title: { id: 'PermataMobile X', en: 'PermataMobile X' },
      steps: {
        id: [
          'Buka aplikasi PermataMobile X dan masuk.',
          'Pilih Bayar Tagihan > Virtual Account.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Lanjut.',
          'Periksa nama {merchant} dan jumlah {amount}.',
          'Masukkan kode respon (OTP) untuk menyelesaikan pembayaran.',
        ],
        en: [
          'Open the PermataMobile X app and sign in.',
          'Choose Pay Bills > Virtual Account.',
          'Enter the Virtual Account number {va}, then choose Next.',
          'Check the name {merchant} and the amount {amount}.',
          'Enter the response code (OTP) to complete the payment.',
        ],
      },
    },
    {
      kind: 'internet_banking',
      title: { id: 'PermataNet', en: 'PermataNet' },
      steps: {
        id: [
          'Masuk ke PermataNet (permatanet.com).',
          'Pilih Pembayaran Tagihan > Virtual Account.',
          'Masukkan nomor Virtual Account {va}, lalu pilih Lanjut.',
          'Periksa nama {merchant} dan jumlah {amount}.',
          'Masukkan kode respon token, lalu pilih Kirim.',
        ],
        en: [
          'Sign in to PermataNet (permatanet.com).',
          'Choose Bill Payment > Virtual Account.',
          'Enter the Virtual Account number {va}, then choose Next.',
          'Check the name {merchant} and the amount {amount}.',
          'Enter the token response code, then choose Submit.',
        ],
      },
    },
  ],
};

const WALLET_APP_STEPS: Bilingual = {
  id: [
    'Pilih Buka {wallet} untuk membuka aplikasinya (di komputer: pindai kode QR dengan aplikasi {wallet}).',
    'Periksa nama {merchant} dan jumlah {amount}.',
    'Konfirmasi pembayaran dan masukkan PIN {wallet} Anda.',
    'Kembali ke Nusa Stay: halaman ini berubah sendiri setelah pembayaran diterima.',
  ],
  en: [
    'Choose Open {wallet} to open its app (on a computer: scan the QR code with the {wallet} app).',
    'Check the name {merchant} and the amount {amount}.',
    'Confirm the payment and enter your {wallet} PIN.',
    'Come back to Nusa Stay: this page updates by itself once the payment is received.',
  ],
};

const QRIS_STEPS: Bilingual = {
  id: [
    'Buka aplikasi bank atau e-wallet yang mendukung QRIS (mis. GoPay, OVO, DANA, ShopeePay, LinkAja, BCA mobile, Livin’, BRImo).',
    'Pilih Bayar atau Scan QR, lalu pindai kode QR ini (atau simpan gambarnya dan unggah dari galeri).',
    'Periksa nama {merchant} dan jumlah {amount}, lalu konfirmasi dengan PIN Anda.',
    'Bayar sebelum {deadline}; halaman ini berubah sendiri setelah pembayaran diterima.',
  ],
  en: [
    'Open a bank or e-wallet app that supports QRIS (e.g. GoPay, OVO, DANA, ShopeePay, LinkAja, BCA mobile, Livin’, BRImo).',
    'Choose Pay or Scan QR and scan this QR code (or save the image and upload it from your gallery).',
    'Check the name {merchant} and the amount {amount}, then confirm with your PIN.',
    'Pay before {deadline}; this page updates by itself once the payment is received.',
  ],
};

const CARD_STEPS: Bilingual = {
  id: [
    'Pilih Lanjutkan ke halaman kartu yang aman, lalu masukkan nomor kartu, masa berlaku dan CVV.',
    'Masukkan kode OTP 3-D Secure yang dikirim bank penerbit kartu Anda.',
    'Selesaikan sebelum {deadline}; Anda kembali ke Nusa Stay setelahnya.',
  ],
  en: [
    'Choose Continue to the secure card page, then enter the card number, expiry date and CVV.',
    'Enter the 3-D Secure OTP code sent by the bank that issued your card.',
    'Finish before {deadline}; you come back to Nusa Stay afterwards.',
  ],
};

const INSTALMENT_STEP: Record<Lang, string> = {
  id: 'Cicilan {tenor} bulan: gunakan kartu kredit dari bank yang mendukung cicilan; total termasuk biaya cicilan {amount}.',
  en: '{tenor}-month instalments: use a credit card from a bank that offers instalments; the total of {amount} includes the instalment fee.',
};

const PAY_AT_HOTEL_STEPS: Bilingual = {
  id: [
    'Pemesanan Anda sudah dikonfirmasi tanpa pembayaran di muka.',
    'Bayar {amount} di hotel saat check-in (tunai atau kartu, sesuai ketentuan hotel).',
    'Tunjukkan kode booking dan KTP atau paspor di resepsionis.',
  ],
  en: [
    'Your booking is confirmed without paying in advance.',
    'Pay {amount} at the hotel at check-in (cash or card, as the hotel accepts).',
    'Show the booking code and your ID card or passport at the front desk.',
  ],
};

const VA_SUMMARY: Bilingual = {
  id: [
    'Transfer tepat {amount} ke nomor Virtual Account {bank} di atas sebelum {deadline}.',
    'Pembayaran diperiksa otomatis; tidak perlu mengirim bukti transfer.',
  ],
  en: [
    'Transfer exactly {amount} to the {bank} Virtual Account number above before {deadline}.',
    'The payment is checked automatically; there is no need to send a transfer receipt.',
  ],
};

const TITLES = {
  virtual_account: { id: 'Transfer ke Virtual Account {bank}', en: 'Pay to {bank} Virtual Account' },
  e_wallet: { id: 'Bayar dengan {bank}', en: 'Pay with {bank}' },
  qris: { id: 'Pindai QRIS untuk membayar', en: 'Scan the QRIS code to pay' },
  credit_card: { id: 'Bayar dengan kartu kredit atau debit', en: 'Pay by credit or debit card' },
  pay_at_hotel: { id: 'Bayar di hotel', en: 'Pay at the hotel' },
} as const satisfies Record<Method, Record<Lang, string>>;

export function buildInstructions(facts: InstructionFacts, lang: Lang): Instructions {
  const bank = facts.channel ? BANK_NAMES[facts.channel] : '';
  const values: Record<string, string> = {
    amount: formatRupiah(facts.amount, lang),
    deadline: jakartaDateTime(facts.expiresAt, lang),
    merchant: MERCHANT_NAME,
    bank,
    wallet: bank,
    va: facts.vaNumber ?? '',
    biller: facts.billerCode ?? '',
    tenor: String(facts.installmentTenor ?? ''),
  };
  const lines = (copy: Bilingual) => copy[lang].map((line) => fill(line, values));
  const title = fill(TITLES[facts.method][lang], values);
  const base: Instructions = {
    title,
    bank_name: null,
    account_number: null,
    account_holder: null,
    steps: [],
    guides: [],
  };
  switch (facts.method) {
    case 'virtual_account': {
      const guides =
        facts.channel && facts.channel in VA_GUIDES ? VA_GUIDES[facts.channel as keyof typeof VA_GUIDES] : [];
      return {
        ...base,
        bank_name: bank || null,
        account_number: facts.vaNumber,
        account_holder: MERCHANT_NAME,
        steps: lines(VA_SUMMARY),
        guides: guides.map((guide) => ({
          kind: guide.kind,
          title: guide.title[lang],
          steps: lines(guide.steps),
        })),
      };
    }
    case 'e_wallet':
      return { ...base, account_holder: MERCHANT_NAME, steps: lines(WALLET_APP_STEPS) };
    case 'qris':
      return { ...base, account_holder: MERCHANT_NAME, steps: lines(QRIS_STEPS) };
    case 'credit_card': {
      const steps = lines(CARD_STEPS);
      if (facts.installmentTenor) steps.push(fill(INSTALMENT_STEP[lang], values));
      return { ...base, steps };
    }
    case 'pay_at_hotel':
      return { ...base, steps: lines(PAY_AT_HOTEL_STEPS) };
  }
}
