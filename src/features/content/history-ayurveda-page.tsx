import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExperienceTheDifference } from '@/components/experience-the-difference';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { StaticArticle, type ArticleSection } from './static-article';

const sections: ArticleSection[] = [
  {
    id: 'vedic-roots',
    title: msg`Vedic roots`,
    body: (
      <>
        <p>
          <Trans>
            Ayurveda means “the knowledge of life”, from the Sanskrit <em>ayus</em> (life) and{' '}
            <em>veda</em> (knowledge). Its earliest traces lie in the Vedas, the oldest texts of the
            Indian subcontinent. The Atharvaveda, composed around three thousand years ago, contains
            hymns that name fevers, coughs, skin diseases and wounds, and invokes healing plants
            such as kushtha, apamarga and guggulu. Because of this, tradition counts Ayurveda as an
            <em> upaveda</em>, a subsidiary knowledge, of the Atharvaveda.
          </Trans>
        </p>
        <p>
          <Trans>
            Indian tradition tells the story of its origin as a chain of teachers: the knowledge
            passed from Brahma to Daksha Prajapati, to the twin physicians the Ashvins, to Indra,
            and from him to the sages who brought it to people. Dhanvantari, who rose from the
            churning of the ocean holding a pot of nectar, is honoured as the god of medicine, and
            his birthday on Dhanteras is still celebrated by practitioners. Behind the legends lies
            a long period in which healers observed patients, plants and seasons and slowly turned
            that experience into a system.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'classical-texts',
    title: msg`The classical texts`,
    body: (
      <>
        <p>
          <Trans>
            Between a few centuries before and after the start of the Common Era, that knowledge was
            written down in the great compendia that practitioners still study. Three of them are
            known together as the <strong>Brihat Trayi</strong>, the “great three”:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Charaka Samhita</strong> – the foundation of internal medicine (
              <em>kaya chikitsa</em>). It preserves the teachings of the sage Atreya as written by
              his pupil Agnivesha, edited by Charaka and later completed by Dridhabala. It discusses
              the causes of disease, diet, daily routine and hundreds of medicinal plants.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Sushruta Samhita</strong> – the classic of surgery (<em>shalya tantra</em>).
              It describes more than a hundred surgical instruments, methods of training surgeons on
              fruits and models, and operations such as the reconstruction of the nose that later
              drew the attention of European surgeons.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Ashtanga Hridaya</strong> – written by Vagbhata around the seventh century, a
              concise verse summary of the two earlier works that became the most widely taught text
              in many regions, including Kerala and Tibet.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Later works filled gaps. The <em>Madhava Nidana</em> focused on diagnosis, the{' '}
            <em>Sharngadhara Samhita</em> set out how to prepare powders, decoctions, oils and
            tablets, and Bhavamishra’s <em>Bhavaprakasha</em> in the sixteenth century added plants
            and illnesses that had newly reached India. Together these are called the{' '}
            <strong>Laghu Trayi</strong>, the “lesser three”.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'core-ideas',
    title: msg`Core ideas that have lasted`,
    body: (
      <>
        <p>
          <Trans>
            The classical texts describe health as a balance between body, senses, mind and self.
            Everything, including the body, is built from five elements, and three functional
            forces, the <em>doshas</em>, govern how it works. Each person is born with an individual
            mix of them, their <em>prakriti</em>, which is why the same food or herb can suit one
            person and not another.
          </Trans>
        </p>
        <dl className="term-list">
          <div>
            <dt>
              <Trans>Vata</Trans>
            </dt>
            <dd>
              <Trans>Air and space: movement, breathing, circulation and the nerves.</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Pitta</Trans>
            </dt>
            <dd>
              <Trans>Fire and water: digestion, metabolism and body heat.</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Kapha</Trans>
            </dt>
            <dd>
              <Trans>Earth and water: structure, strength, lubrication and stability.</Trans>
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Agni</Trans>
            </dt>
            <dd>
              <Trans>
                The digestive fire; when it is weak, undigested residue called ama is said to build
                up.
              </Trans>
            </dd>
          </div>
        </dl>
        <p>
          <Trans>
            Medicine was divided into eight branches, <strong>Ashtanga Ayurveda</strong>: internal
            medicine, paediatrics, psychiatry, diseases of the head and neck, surgery, toxicology,
            rejuvenation (<em>rasayana</em>) and reproductive health (<em>vajikarana</em>). Just as
            important were prevention through daily and seasonal routines, <em>dinacharya</em> and{' '}
            <em>ritucharya</em>, and the idea that diet is the first medicine.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: 'across-centuries',
    title: msg`Across the centuries`,
    body: (
      <ol className="timeline">
        <li>
          <Trans>
            <span className="timeline__when">Early centuries CE</span>
            Ayurveda is taught at centres of learning such as Takshashila and, later, Nalanda.
            Buddhist monks carry medical knowledge to Sri Lanka, Tibet and South-East Asia, where it
            shapes local traditions.
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="timeline__when">8th to 10th centuries</span>
            Scholars in Baghdad translate the works of Charaka and Sushruta into Arabic, and Indian
            physicians are invited to its hospitals. Ideas travel on to Persia and the wider Islamic
            world.
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="timeline__when">Medieval period</span>
            Regional schools flourish. Plant dictionaries called <em>nighantus</em> record names,
            qualities and uses of herbs, and family lineages of vaidyas pass on recipes from one
            generation to the next.
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="timeline__when">19th century</span>
            Under colonial rule, Western medicine becomes the official system and state support for
            Ayurveda shrinks, yet vaidyas keep practising in villages, towns and princely states.
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="timeline__when">1902</span>
            P. S. Varier founds the Arya Vaidya Sala at Kottakkal in Kerala, one of several early
            institutions that begin to manufacture classical medicines to consistent standards.
          </Trans>
        </li>
        <li>
          <Trans>
            <span className="timeline__when">1970 to today</span>
            The Indian Medicine Central Council Act of 1970 regulates education and practice. A
            Ministry of AYUSH is formed in 2014, National Ayurveda Day has been marked every year
            since 2016, and in 2022 work began on the WHO Global Centre for Traditional Medicine in
            Jamnagar, Gujarat.
          </Trans>
        </li>
      </ol>
    ),
  },
  {
    id: 'ayurveda-today',
    title: msg`Ayurveda today`,
    body: (
      <>
        <p>
          <Trans>
            Today Ayurveda is a licensed system of medicine in India, with hundreds of colleges
            awarding the BAMS degree, research councils and hospitals. Manufacturers must hold a
            licence under the Drugs and Cosmetics Act and follow the Good Manufacturing Practice of
            its Schedule T. Researchers study herbs such as ashwagandha, turmeric and triphala with
            modern methods, and some findings are encouraging while many questions remain open.
          </Trans>
        </p>
        <p>
          <Trans>
            We see ourselves as part of this long story: we respect the classical texts, we hold our
            products to modern standards of testing and labelling, and we believe Ayurveda works
            best alongside good medical care. If you have a health condition, are pregnant or take
            regular medicine, please speak to your doctor before starting any herbal remedy.
          </Trans>
        </p>
      </>
    ),
  },
];

/** /history-ayurveda: a written history of Ayurveda, from the Vedas to today. */
export function HistoryAyurvedaPage() {
  const { t } = useLingui();
  const title = t`History of Ayurveda`;
  return (
    <div className="history-page">
      <PageMeta
        title={title}
        description={t`From the Atharvaveda to the Charaka and Sushruta Samhitas and today’s Ministry of AYUSH: a short history of Ayurveda.`}
        type="article"
      />
      <PageBanner title={title} subtitle={t`Three thousand years of the knowledge of life`} />
      <StaticArticle
        image={{
          src: '/images/gallery/herbs-1.svg',
          caption: t`Medicinal herbs have been gathered in India for millennia.`,
        }}
        intro={
          <>
            <p>
              <Trans>
                Ayurveda is one of the oldest systems of medicine still practised. It grew on the
                Indian subcontinent over thousands of years, recorded first in hymns and later in
                detailed textbooks of medicine and surgery, and it remains part of daily life in
                millions of Indian homes: in the turmeric in our food, the tulsi in our courtyards
                and the oil massage given to a newborn.
              </Trans>
            </p>
            <p>
              <Trans>
                This page traces that story, from its Vedic beginnings through the classical texts
                and the centuries of exchange with other cultures, to its place in modern India.
              </Trans>
            </p>
          </>
        }
        sections={sections}
      />
      <ExperienceTheDifference />
    </div>
  );
}
