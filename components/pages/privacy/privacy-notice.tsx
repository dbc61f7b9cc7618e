import type { ReactNode } from 'react';
import { consentTexts, consentTextVersion, type CompanyContent, type SiteSettingsContent } from '@/lib/contracts';
import { SiteLink } from '@/components/ui/site-link';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-navy">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The privacy notice (RA 10173, UAE PDPL), written from the site settings: who we are (the DMW
 * licence), what we collect and why, who receives it, how long we keep it, and the person's rights.
 */
export function PrivacyNotice({ company, settings }: { company: CompanyContent; settings: SiteSettingsContent }) {
  const licence = settings.agencyLicence;
  const agencyName = licence.agencyName || company.name;
  const retentionMonths = settings.dataRetentionMonths;
  const terms = { agencyName, retentionMonths };
  return (
    <article className="mx-auto max-w-3xl space-y-8 px-4 py-12 text-slate-800 sm:py-16">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold text-navy">Privacy Notice</h1>
        <p className="text-sm text-slate-600">
          Under the Philippine Data Privacy Act of 2012 (RA 10173) and the UAE Personal Data Protection Law. Consent
          text version {consentTextVersion}.
        </p>
      </header>

      <Section title="Who we are">
        <p>
          {agencyName} is the recruitment agency that decides how your personal data is used (the personal information
          controller).
        </p>
        <ul className="list-disc space-y-1 pl-5">
          {licence.licenceNumber ? (
            <li>
              DMW licence {licence.licenceNumber}
              {licence.validUntil ? `, valid until ${licence.validUntil}` : ''}
            </li>
          ) : null}
          <li>Address: {licence.address || company.location}</li>
          <li>
            Email: <a href={`mailto:${company.email}`}>{company.email}</a>, phone: {company.phone}
          </li>
        </ul>
      </Section>

      <Section title="What we collect">
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Your account: name, email address, phone number, country, password (stored only as a one-way hash), profile
            picture.
          </li>
          <li>
            Each application: name, email, phone, experience, previous job title, education, English level, passport
            number and expiry date, preferred location, availability date, your notes, your resume and your video
            introduction.
          </li>
          <li>
            Your application profile, if you keep one: experience, previous job title, education, English level,
            passport number and expiry date, preferred location, availability date, a saved resume and video
            introduction, the positions you applied for and when you were last active. You edit or remove it on your
            profile page; it fills your next application and is deleted with your account.
          </li>
          <li>
            Your consents (what you agreed to, when, and which version of the text) and the status of each application.
          </li>
          <li>
            Job offers made to you (each version and its terms) and your answer: the name you typed to accept, when, and
            the internet address it came from, or your reason for declining. Erasing your account removes your typed
            name, address and reason.
          </li>
          <li>
            After an offer, the deployment documents you upload (passport, NBI clearance, medical certificate and the
            others asked for) and whether each was verified.
          </li>
          <li>
            Your deployment: each step after an offer (medical examination, contract, visa, flight, departure, arrival),
            when it was done and what you or the employer gave for it. After you depart, your welfare file: your status
            (deployed, on contract, finished, repatriated and why), the welfare report due every 3 months, your answer
            to each check-in (&ldquo;I&apos;m fine&rdquo; or &ldquo;I need help&rdquo; and your note) and any incident
            reported about you, with what our welfare officer did about it.
          </li>
          <li>Job alerts: the email address and the search you saved, and which jobs we mailed you about.</li>
          <li>Employers: company name, business type and the hiring inquiries they send.</li>
          <li>
            The mails we send you, only until they are sent; one that could not be sent is kept 30 days, for our staff
            to see why.
          </li>
        </ul>
      </Section>

      <Section title="Why we use it">
        <ul className="list-disc space-y-1 pl-5">
          <li>Recruitment: matching candidates with job openings with employers in the United Arab Emirates.</li>
          <li>
            Sharing an application with the named employer of the job opening applied to, or, for a general application,
            with prospective employers for positions that match it.
          </li>
          <li>Contacting you about your account and your applications.</li>
          <li>Mailing you new jobs that match a job alert you saved, until you unsubscribe.</li>
        </ul>
        <p>We use it only with your consent, which you give when you sign up and each time you apply:</p>
        <blockquote className="border-l-4 border-gold pl-4 text-sm text-slate-700">
          {consentTexts.signup(terms)}
        </blockquote>
        <blockquote className="border-l-4 border-gold pl-4 text-sm text-slate-700">
          {consentTexts.application(terms, { general: true })}
        </blockquote>
      </Section>

      <Section title="Who receives it">
        <p>
          The agency&apos;s staff; the employer of the job opening you apply to (or, for a general application,
          prospective employers in the UAE); and the authorities where the law requires it for deployment. We do not
          sell your data.
        </p>
      </Section>

      <Section title="How long we keep it">
        <p>
          While you use your account, and {retentionMonths} months after your last activity (your last sign-in,
          application or profile change). After that, or as soon as you delete your account, your personal data and
          files are erased. Applications are then kept only without your name or details, for statistics.
        </p>
        <p>
          Once you are deployed, the law makes us answer for your welfare abroad and report it to the Department of
          Migrant Workers (RA 8042 as amended by RA 10022, POEA Memorandum Circulars 9 of 2019 and 12 of 2018). Erasing
          your account therefore keeps your welfare reports, your check-in answers and the incidents reported about you,
          and their updates, for 5 years after your contract ends; then they are deleted. Everything else is erased as
          above: the numbers and answers you gave for your deployment steps, your check-in links (they stop working) and
          the check-ins not yet sent.
        </p>
      </Section>

      <Section title="Your rights">
        <ul className="list-disc space-y-1 pl-5">
          <li>Access: know what we hold about you.</li>
          <li>Download: get all of it, with your files, in one zip file.</li>
          <li>Correction: change wrong or outdated details.</li>
          <li>Deletion: have your account and personal data erased.</li>
          <li>Withdrawal of consent: at any time; we then erase your data as for a deletion.</li>
          <li>Complaint: to the National Privacy Commission (Philippines) or the UAE Data Office.</li>
        </ul>
      </Section>

      <Section title="How to exercise them">
        <p>
          Sign in and open <SiteLink href="/update-profile">Update Profile</SiteLink>: correct your details there,
          choose &ldquo;Download all my data&rdquo;, or &ldquo;Delete my account&rdquo; (which also withdraws your
          consent). Or write to <a href={`mailto:${company.email}`}>{company.email}</a>; we answer within 15 days.
        </p>
      </Section>
    </article>
  );
}
