import { dedent } from './text';

export interface DemoBlogPost {
  slug: string;
  title: string;
  titleEs: string;
  content: string;
  contentEs: string;
  featuredImage: string;
  published: boolean;
  /** Age of the post when the demo data is seeded, so relative dates stay believable. */
  daysAgo: number;
}

/**
 * Articles in publication order, oldest first. Bodies are CommonMark (platform/markdown): the first
 * one shows the inline formatting too (bold, italics, code, a link and an image with alt text).
 */
export const DEMO_BLOG_POSTS: DemoBlogPost[] = [
  {
    slug: 'five-signs-your-website-needs-a-redesign',
    title: 'Five Signs Your Small Business Website Needs a Redesign',
    titleEs: 'Cinco señales de que el sitio web de tu pequeña empresa necesita un rediseño',
    featuredImage: '/images/blog/website-redesign.jpg',
    published: true,
    daysAgo: 163,
    content: dedent(`
      Your website is often the first conversation a customer has with your business, and it is a conversation that happens while you are asleep, busy or closed. When that conversation goes badly, you rarely find out. Visitors simply leave and call someone else.

      Most of the sites we rebuild at TerraBridge Digital are not broken. They load, the phone number is there, and the owner is used to them. The problem is quieter: they no longer match how people shop. Here are the five signs we see most often.

      # The five signs

      ## 1. It is hard to use on a phone

      More than half of small business traffic now comes from phones. If visitors have to pinch and zoom, or if buttons sit too close together, they give up. **Open your site on your own phone** and try to book, buy or call in under a minute. On a computer, your browser's device mode (\`Ctrl + Shift + M\` in Chrome) gives a first impression.

      ## 2. It loads slowly

      Every extra second of loading time costs visitors. Large photos, old plugins and cheap hosting are the *usual suspects*.

      ### How to check it quickly

      - Open the site on mobile data rather than office Wi-Fi.
      - Count how long it takes before you can read the first heading.
      - Repeat on a product or service page, not just the home page.

      ## 3. Visitors cannot tell what you do

      A visitor should understand what you sell, who it is for and what to do next within five seconds. Slogans without a clear offer waste that moment.

      ## 4. Only one language is spoken

      In Charlotte and across Latin America, many of your best customers are more comfortable in Spanish. A bilingual site is not a translation add-on; it is a second front door.

      ## 5. You avoid updating it

      If changing a price or a photo means emailing a developer and waiting a week, the site will always be out of date.

      ![A phone and a laptop showing the same website, laid out for each screen](/images/blog/website-redesign.jpg)

      ### What a redesign should deliver

      1. A clear message and one obvious next step on every page.
      2. Fast pages on an average phone, measured, not assumed.
      3. Content in every language your customers use.
      4. An editor your team can use without training manuals.

      #### A final tip

      Before you redesign anything, write down the three questions customers ask you most often. A good website answers them before anyone has to pick up the phone. When you have them, [tell us about your project](/contact).
    `),
    contentEs: dedent(`
      Tu sitio web suele ser la primera conversación que un cliente tiene con tu empresa, y es una conversación que ocurre mientras duermes, estás ocupado o tienes el local cerrado. Cuando esa conversación sale mal, casi nunca te enteras. Las personas simplemente se van y llaman a otro.

      La mayoría de los sitios que rehacemos en TerraBridge Digital no están rotos. Cargan, el teléfono está a la vista y el dueño ya se acostumbró a ellos. El problema es más silencioso: ya no reflejan cómo compra la gente hoy. Estas son las cinco señales que vemos con más frecuencia.

      # Las cinco señales

      ## 1. Es difícil de usar en el celular

      Más de la mitad de las visitas a una pequeña empresa llegan desde un celular. Si hay que ampliar la pantalla con los dedos o si los botones están demasiado juntos, la gente abandona. **Abre tu sitio en tu propio teléfono** e intenta reservar, comprar o llamar en menos de un minuto. En una computadora, el modo de dispositivo del navegador (\`Ctrl + Shift + M\` en Chrome) te da una primera impresión.

      ## 2. Carga lento

      Cada segundo extra de espera te cuesta visitas. Las fotos enormes, los complementos viejos y el alojamiento barato suelen ser *los culpables de siempre*.

      ### Cómo comprobarlo rápidamente

      - Abre el sitio con datos móviles y no con el wifi de la oficina.
      - Cuenta cuánto tarda hasta que puedes leer el primer título.
      - Repite la prueba en una página de producto o servicio, no solo en la portada.

      ## 3. No se entiende a qué te dedicas

      En cinco segundos, una persona debería entender qué vendes, para quién es y qué tiene que hacer a continuación. Los eslóganes sin una oferta clara desperdician ese momento.

      ## 4. Habla un solo idioma

      En Charlotte y en toda América Latina, muchos de tus mejores clientes se sienten más cómodos en español. Un sitio bilingüe no es un agregado de traducción: es una segunda puerta de entrada.

      ## 5. Evitas actualizarlo

      Si cambiar un precio o una foto implica escribirle a un programador y esperar una semana, el sitio siempre estará desactualizado.

      ![Un teléfono y una laptop que muestran el mismo sitio web, adaptado a cada pantalla](/images/blog/website-redesign.jpg)

      ### Qué debería lograr un rediseño

      1. Un mensaje claro y un único paso siguiente evidente en cada página.
      2. Páginas rápidas en un celular común, medidas y no supuestas.
      3. Contenido en cada idioma que usan tus clientes.
      4. Un editor que tu equipo pueda usar sin manuales interminables.

      #### Un último consejo

      Antes de rediseñar nada, anota las tres preguntas que tus clientes te hacen con más frecuencia. Un buen sitio web las responde antes de que alguien tenga que levantar el teléfono. Cuando las tengas, [cuéntanos sobre tu proyecto](/contact).
    `),
  },
  {
    slug: 'practical-ai-for-small-businesses',
    title: 'Practical AI for Small Businesses: Where to Start',
    titleEs: 'Inteligencia artificial práctica para pequeñas empresas: por dónde empezar',
    featuredImage: '/images/blog/practical-ai.jpg',
    published: true,
    daysAgo: 131,
    content: dedent(`
      Artificial intelligence has moved from headlines to everyday tools faster than most owners expected. The question we hear every week is no longer whether AI matters, but where a ten-person business should start without wasting money or putting customer trust at risk.

      Our answer is always the same: start with a task, not with a tool.

      ## Find the repetitive work first

      Look for work that is frequent, follows a pattern and has a clear definition of done. Those are the tasks where AI earns its keep within weeks.

      - Answering the same customer questions about hours, prices and delivery times.
      - Writing first drafts of social posts, product descriptions and newsletters.
      - Summarising long e-mail threads, meeting notes or supplier documents.
      - Translating routine messages between English and Spanish.

      ## Keep a human in the loop

      AI drafts; people decide. A support assistant should hand a conversation to a person whenever it is unsure, and marketing copy should be read by someone who knows the brand before it goes out. This is not a limitation. It is how you keep quality high while the time savings add up.

      ### Protect your data

      Never paste customer records, contracts or financial data into a free consumer tool. Business plans of the major providers do not train on your data, and a good integration sends only what the task needs.

      ## A four-week starting plan

      1. Week one: list ten repetitive tasks and estimate the hours each takes per month.
      2. Week two: pick the one with the most hours and the lowest risk.
      3. Week three: run a pilot with two team members and write down every correction they make.
      4. Week four: measure the time saved and decide whether to expand, adjust or stop.

      ### What results to expect

      In our projects, the first use case typically saves between five and fifteen hours a month. That sounds modest until you notice it is a week of work every quarter, returned to the people who know your customers best.

      #### The bottom line

      The businesses that benefit most from AI are not the ones with the biggest budgets. They are the ones that pick a small, real problem, measure honestly and build from there.
    `),
    contentEs: dedent(`
      La inteligencia artificial pasó de los titulares a las herramientas de todos los días más rápido de lo que la mayoría de los empresarios esperaba. La pregunta que escuchamos cada semana ya no es si la IA importa, sino por dónde debería empezar una empresa de diez personas sin malgastar dinero ni poner en riesgo la confianza de sus clientes.

      Nuestra respuesta es siempre la misma: empieza por una tarea, no por una herramienta.

      ## Primero, encuentra el trabajo repetitivo

      Busca tareas frecuentes, que sigan un patrón y que tengan una definición clara de terminado. Ahí es donde la IA se paga sola en pocas semanas.

      - Responder las mismas preguntas de los clientes sobre horarios, precios y plazos de entrega.
      - Redactar primeros borradores de publicaciones, descripciones de productos y boletines.
      - Resumir hilos de correo largos, notas de reuniones o documentos de proveedores.
      - Traducir mensajes de rutina entre inglés y español.

      ## Mantén a una persona en el circuito

      La IA redacta; las personas deciden. Un asistente de atención debería derivar la conversación a una persona cada vez que tenga dudas, y los textos de marketing deberían pasar por alguien que conozca la marca antes de publicarse. No es una limitación: es la forma de mantener la calidad mientras el ahorro de tiempo se acumula.

      ### Protege tus datos

      Nunca pegues fichas de clientes, contratos ni datos financieros en una herramienta gratuita para consumidores. Los planes empresariales de los principales proveedores no entrenan con tus datos, y una buena integración envía solo lo que la tarea necesita.

      ## Un plan de cuatro semanas para empezar

      1. Semana uno: haz una lista de diez tareas repetitivas y estima cuántas horas te lleva cada una por mes.
      2. Semana dos: elige la que suma más horas y tiene menor riesgo.
      3. Semana tres: haz una prueba piloto con dos personas del equipo y anota cada corrección que hacen.
      4. Semana cuatro: mide el tiempo ahorrado y decide si ampliar, ajustar o abandonar.

      ### Qué resultados esperar

      En nuestros proyectos, el primer caso de uso suele ahorrar entre cinco y quince horas por mes. Parece poco hasta que notas que es una semana de trabajo por trimestre, devuelta a las personas que mejor conocen a tus clientes.

      #### En resumen

      Las empresas que más aprovechan la IA no son las de mayor presupuesto. Son las que eligen un problema pequeño y real, miden con honestidad y construyen a partir de ahí.
    `),
  },
  {
    slug: 'automations-that-save-ten-hours-a-week',
    title: 'Five Automations That Give Small Teams Ten Hours a Week Back',
    titleEs: 'Cinco automatizaciones que le devuelven diez horas por semana a tu equipo',
    featuredImage: '/images/blog/automation-workflows.jpg',
    published: true,
    daysAgo: 102,
    content: dedent(`
      Automation sounds like something for factories and large companies, but the biggest wins we see are in offices of five to twenty people. The reason is simple: in a small team, the same person who serves customers is also copying data between spreadsheets at night.

      ## Where the hours go

      Before automating anything, we ask teams to track one ordinary week. The same culprits appear every time: retyping orders, chasing unpaid invoices, building the same report every Monday and answering "where is my order?" by hand.

      ## Five automations worth setting up first

      1. Order to invoice: when an order is paid online, the invoice is created in your accounting software and the customer receives it automatically.
      2. Payment reminders: friendly reminders go out three days before and after a due date, and stop the moment the invoice is paid.
      3. Lead routing: contact form messages land in your CRM, tagged by service and language, and the right person gets notified.
      4. Weekly reporting: sales, open invoices and new leads arrive in one e-mail every Monday morning.
      5. Order status updates: customers receive a message when their order ships, with tracking, in their language.

      ### What you need before you start

      - A clear owner for each process, even if it is automated.
      - Tools that offer an API or a supported integration.
      - A list of exceptions: what should happen when a payment fails or data is missing.

      ## Automate the exception, not just the rule

      The happy path is easy to automate. The value comes from handling what goes wrong. Every workflow we build sends an alert to a named person when something unexpected happens, with enough context to fix it in minutes.

      ### A real example

      For an outdoor retailer in Charlotte, connecting the store, the warehouse spreadsheet and the accounting system removed about three hours of data entry per day and cut shipping errors by more than half.

      #### Start small

      Pick one workflow, automate it well, and let the team live with it for a month before adding the next. Trust in automation is built one reliable process at a time.
    `),
    contentEs: dedent(`
      La automatización suena a algo para fábricas y grandes empresas, pero los mayores beneficios los vemos en oficinas de cinco a veinte personas. La razón es sencilla: en un equipo pequeño, la misma persona que atiende a los clientes es la que de noche copia datos de una planilla a otra.

      ## A dónde se van las horas

      Antes de automatizar nada, les pedimos a los equipos que registren una semana normal de trabajo. Los culpables son siempre los mismos: volver a tipear pedidos, perseguir facturas impagas, armar el mismo informe cada lunes y responder a mano la pregunta "¿dónde está mi pedido?".

      ## Cinco automatizaciones para empezar

      1. Del pedido a la factura: cuando se paga un pedido en línea, la factura se crea en tu sistema contable y el cliente la recibe automáticamente.
      2. Recordatorios de pago: salen avisos amables tres días antes y después del vencimiento, y se detienen en cuanto la factura se paga.
      3. Distribución de consultas: los mensajes del formulario de contacto llegan a tu CRM, clasificados por servicio e idioma, y se avisa a la persona indicada.
      4. Informe semanal: ventas, facturas pendientes y nuevos contactos llegan en un solo correo cada lunes a primera hora.
      5. Avisos de estado del pedido: los clientes reciben un mensaje cuando se despacha su pedido, con el número de seguimiento y en su idioma.

      ### Qué necesitas antes de empezar

      - Un responsable claro para cada proceso, aunque esté automatizado.
      - Herramientas que ofrezcan una API o una integración compatible.
      - Una lista de excepciones: qué debe pasar cuando falla un pago o falta un dato.

      ## Automatiza la excepción, no solo la regla

      El camino feliz es fácil de automatizar. El valor está en manejar lo que sale mal. Cada flujo que construimos envía una alerta a una persona concreta cuando ocurre algo inesperado, con el contexto suficiente para resolverlo en minutos.

      ### Un ejemplo real

      En una tienda de artículos de outdoor de Charlotte, conectar la tienda en línea, la planilla del depósito y el sistema contable eliminó cerca de tres horas diarias de carga de datos y redujo los errores de envío a menos de la mitad.

      #### Empieza de a poco

      Elige un flujo, automatízalo bien y deja que el equipo conviva con él durante un mes antes de sumar el siguiente. La confianza en la automatización se construye con un proceso confiable a la vez.
    `),
  },
  {
    slug: 'building-a-brand-that-travels',
    title: 'Building a Brand That Travels: Lessons from Charlotte to Montevideo',
    titleEs: 'Construir una marca que viaje: lecciones de Charlotte a Montevideo',
    featuredImage: '/images/blog/brand-that-travels.jpg',
    published: true,
    daysAgo: 76,
    content: dedent(`
      With offices in Charlotte and Montevideo, we spend a lot of time helping brands cross borders. Some make the trip gracefully. Others arrive looking the same but saying something their owners never intended.

      A brand that travels well is not a brand that is identical everywhere. It is a brand whose core stays fixed while its expression adapts.

      ## What must stay the same

      - Your promise: the one thing customers can always count on.
      - Your visual anchors: logo, primary colour and the typeface of your headlines.
      - Your values, especially the ones customers can see in how you treat them.

      ## What should adapt

      Tone, examples, humour and even some colours need local judgement. A playful pun in English can sound careless in Spanish. A shade of purple that feels premium in one market can feel religious or political in another.

      ### Names and taglines

      Test names and taglines with native speakers before you print anything. We have seen a product name that meant "slow" in Rioplatense slang and a tagline that turned into a double meaning in Mexico. Both were caught in a fifteen-minute review.

      ## Our process for bilingual brands

      1. Write the brand promise in both languages at the same time, not one after the other.
      2. Build a tone-of-voice guide with examples in each language, side by side.
      3. Review every colour and symbol with people from each target market.
      4. Create templates that leave room for Spanish, which usually runs longer than English.

      ### Design for text expansion

      Spanish text is often twenty to thirty percent longer than the English original. Buttons, banners and packaging need that space from the first sketch, or the Spanish version will always look squeezed.

      #### One last lesson

      The strongest brands we work with treat their second market as an equal partner, not as a translation project. Customers notice the difference immediately, and they reward it with their loyalty.
    `),
    contentEs: dedent(`
      Con oficinas en Charlotte y en Montevideo, pasamos mucho tiempo ayudando a marcas a cruzar fronteras. Algunas hacen el viaje con elegancia. Otras llegan con el mismo aspecto, pero diciendo algo que sus dueños nunca quisieron decir.

      Una marca que viaja bien no es una marca idéntica en todas partes. Es una marca cuyo núcleo se mantiene firme mientras su forma de expresarse se adapta.

      ## Lo que debe mantenerse

      - Su promesa: lo único con lo que los clientes siempre pueden contar.
      - Sus anclas visuales: el logotipo, el color principal y la tipografía de los títulos.
      - Sus valores, sobre todo los que los clientes perciben en la forma en que los trata.

      ## Lo que debe adaptarse

      El tono, los ejemplos, el humor e incluso algunos colores necesitan criterio local. Un juego de palabras simpático en inglés puede sonar descuidado en español. Un violeta que transmite calidad en un mercado puede tener connotaciones religiosas o políticas en otro.

      ### Nombres y eslóganes

      Prueba nombres y eslóganes con hablantes nativos antes de imprimir nada. Vimos un nombre de producto que en el lunfardo rioplatense significaba "lento" y un eslogan que en México tenía doble sentido. Los dos se detectaron en una revisión de quince minutos.

      ## Nuestro proceso para marcas bilingües

      1. Escribir la promesa de marca en los dos idiomas al mismo tiempo, no uno después del otro.
      2. Armar una guía de tono con ejemplos en cada idioma, uno al lado del otro.
      3. Revisar cada color y cada símbolo con personas de cada mercado de destino.
      4. Crear plantillas que dejen espacio para el español, que suele ocupar más que el inglés.

      ### Diseña pensando en la expansión del texto

      Un texto en español suele ser entre un veinte y un treinta por ciento más largo que el original en inglés. Los botones, los banners y los empaques necesitan ese espacio desde el primer boceto; de lo contrario, la versión en español siempre se verá apretada.

      #### Una última lección

      Las marcas más sólidas con las que trabajamos tratan a su segundo mercado como un socio en igualdad de condiciones, no como un proyecto de traducción. Los clientes notan la diferencia de inmediato y la recompensan con su lealtad.
    `),
  },
  {
    slug: 'bilingual-marketing-done-right',
    title: 'Bilingual Marketing Done Right: Reaching English and Spanish Speakers',
    titleEs: 'Marketing bilingüe bien hecho: cómo llegar a hablantes de inglés y de español',
    featuredImage: '/images/blog/bilingual-marketing.jpg',
    published: true,
    daysAgo: 44,
    content: dedent(`
      More than forty million people in the United States speak Spanish at home, and many of them switch languages depending on the topic, the platform and even the time of day. Marketing that only speaks English leaves money on the table. Marketing that is translated word for word often does worse than not trying at all.

      ## Translation is not localisation

      A translated post says the same words. A localised post says the same thing. The difference shows up in idioms, in references to holidays and seasons, and in the level of formality customers expect. In Uruguay, for example, the seasons are reversed: a "summer sale" in July makes no sense in Montevideo.

      ## Choose the right language for each channel

      - Instagram and Facebook: mixed audiences respond well to posts in both languages or to separate posts per language.
      - LinkedIn: match the language of the decision makers you want to reach.
      - E-mail: let subscribers choose their language when they sign up, and respect it.
      - WhatsApp: answer in the language the customer wrote in, every time.

      ### Avoid the most common mistakes

      Machine translation without review, English-only landing pages behind Spanish ads, and customer service that cannot answer in the language of the campaign. Each of these breaks trust at the exact moment a customer is ready to buy.

      ## A simple bilingual workflow

      1. Plan the campaign idea once, in a language-neutral brief.
      2. Write the copy in each language with a native speaker, or have AI draft and a native speaker edit.
      3. Design layouts that fit the longer version of every text.
      4. Measure each language separately so you know what works for each audience.

      ### Measure what matters

      Track clicks, leads and sales by language. Many of our clients discover that their Spanish-speaking audience is smaller but converts better, because so few competitors bother to speak to them properly.

      #### The takeaway

      Bilingual marketing is not twice the work if it is planned as one campaign with two voices. It is one of the most reliable ways for a small business to stand out.
    `),
    contentEs: dedent(`
      Más de cuarenta millones de personas en Estados Unidos hablan español en su casa, y muchas cambian de idioma según el tema, la plataforma e incluso la hora del día. El marketing que solo habla inglés deja dinero sobre la mesa. Y el que se traduce palabra por palabra muchas veces funciona peor que no intentarlo.

      ## Traducir no es localizar

      Una publicación traducida dice las mismas palabras. Una publicación localizada dice lo mismo. La diferencia aparece en las expresiones, en las referencias a feriados y estaciones, y en el nivel de formalidad que esperan los clientes. En Uruguay, por ejemplo, las estaciones están invertidas: una "liquidación de verano" en julio no tiene sentido en Montevideo.

      ## Elige el idioma adecuado para cada canal

      - Instagram y Facebook: los públicos mixtos responden bien a publicaciones en ambos idiomas o a publicaciones separadas por idioma.
      - LinkedIn: usa el idioma de las personas que toman las decisiones a las que quieres llegar.
      - Correo electrónico: deja que cada suscriptor elija su idioma al registrarse y respétalo.
      - WhatsApp: responde siempre en el idioma en el que escribió el cliente.

      ### Evita los errores más comunes

      Traducción automática sin revisión, páginas de destino solo en inglés detrás de anuncios en español y una atención al cliente que no puede responder en el idioma de la campaña. Cada uno de estos errores rompe la confianza justo cuando el cliente está listo para comprar.

      ## Un flujo de trabajo bilingüe sencillo

      1. Plantea la idea de la campaña una sola vez, en un brief que no dependa del idioma.
      2. Escribe los textos en cada idioma con un hablante nativo, o deja que la IA haga el borrador y que un nativo lo edite.
      3. Diseña las piezas para que entre la versión más larga de cada texto.
      4. Mide cada idioma por separado para saber qué funciona con cada público.

      ### Mide lo que importa

      Registra clics, contactos y ventas por idioma. Muchos de nuestros clientes descubren que su público hispanohablante es más chico pero convierte mejor, porque muy pocos competidores se toman el trabajo de hablarle como corresponde.

      #### La conclusión

      El marketing bilingüe no es el doble de trabajo si se planifica como una sola campaña con dos voces. Es una de las formas más confiables de que una pequeña empresa se destaque.
    `),
  },
  {
    slug: 'bookkeeping-habits-for-growing-teams',
    title: 'Clean Books, Clear Decisions: Bookkeeping Habits for Growing Teams',
    titleEs: 'Libros en orden, decisiones claras: hábitos contables para equipos en crecimiento',
    featuredImage: '/images/blog/bookkeeping-habits.jpg',
    published: true,
    daysAgo: 17,
    content: dedent(`
      Most small business owners do not dislike accounting. They dislike the panic of tax season, the shoebox of receipts and the feeling of making decisions without knowing the real numbers. The cure is not a more expensive tool. It is a handful of habits kept every month.

      ## Why monthly matters

      When the books are closed every month, problems are small and easy to fix: a missing receipt, a duplicated charge, a client who forgot to pay. Left for a year, the same problems turn into days of detective work and, sometimes, penalties.

      ## Six habits that keep the books clean

      - Keep business and personal spending on separate accounts and cards.
      - Photograph receipts the day you get them and attach them to the transaction.
      - Reconcile every bank and card account once a month.
      - Send invoices the day the work is delivered, with a clear due date.
      - Review unpaid invoices every week and follow up politely.
      - Set aside a fixed percentage of every payment for taxes.

      ### If you sell in more than one country

      Companies with operations in the U.S. and Uruguay face two tax calendars, two currencies and different invoicing rules. Keep a separate set of books for each entity and consolidate them in a monthly report rather than mixing everything in one file.

      ## Your monthly close in five steps

      1. Import or enter all transactions for the month.
      2. Match each transaction to a receipt or invoice.
      3. Reconcile balances against bank and card statements.
      4. Review the profit and loss statement for anything unusual.
      5. Update the cash-flow forecast for the next three months.

      ### Read the numbers, not just the total

      A profit and loss statement tells a story. Which services are growing, which costs are creeping up, which clients pay late. Fifteen minutes with your statements each month will change the way you price, hire and plan.

      #### When to ask for help

      If your monthly close takes more than a day, or if you are more than two months behind, it is time to bring in a bookkeeper. The hours you get back are almost always worth more than the fee.
    `),
    contentEs: dedent(`
      A la mayoría de los dueños de pequeñas empresas no les disgusta la contabilidad. Les disgusta el pánico de la temporada de impuestos, la caja llena de comprobantes y la sensación de tomar decisiones sin conocer los números reales. La solución no es una herramienta más cara, sino un puñado de hábitos que se mantienen todos los meses.

      ## Por qué importa hacerlo cada mes

      Cuando los libros se cierran todos los meses, los problemas son pequeños y fáciles de corregir: un comprobante que falta, un cargo duplicado, un cliente que se olvidó de pagar. Si se dejan para fin de año, esos mismos problemas se convierten en días de trabajo detectivesco y, a veces, en multas.

      ## Seis hábitos para tener los libros en orden

      - Separa los gastos de la empresa y los personales en cuentas y tarjetas distintas.
      - Fotografía cada comprobante el mismo día y adjúntalo al movimiento correspondiente.
      - Concilia todas las cuentas bancarias y tarjetas una vez por mes.
      - Envía las facturas el mismo día en que entregas el trabajo, con un vencimiento claro.
      - Revisa las facturas impagas cada semana y haz un seguimiento amable.
      - Reserva un porcentaje fijo de cada cobro para los impuestos.

      ### Si vendes en más de un país

      Las empresas con operaciones en Estados Unidos y en Uruguay enfrentan dos calendarios impositivos, dos monedas y reglas de facturación distintas. Lleva una contabilidad separada para cada empresa y consolídalas en un informe mensual, en lugar de mezclar todo en un mismo archivo.

      ## Tu cierre mensual en cinco pasos

      1. Importa o registra todos los movimientos del mes.
      2. Vincula cada movimiento con su comprobante o factura.
      3. Concilia los saldos con los estados de cuenta del banco y de las tarjetas.
      4. Revisa el estado de resultados en busca de cualquier cosa inusual.
      5. Actualiza la proyección de flujo de caja de los próximos tres meses.

      ### Lee los números, no solo el total

      Un estado de resultados cuenta una historia: qué servicios crecen, qué costos aumentan de a poco, qué clientes pagan tarde. Dedicarle quince minutos a tus estados cada mes cambiará la forma en que fijas precios, contratas y planificas.

      #### Cuándo pedir ayuda

      Si tu cierre mensual te lleva más de un día, o si tienes más de dos meses de atraso, es momento de sumar a un profesional. Las horas que recuperas casi siempre valen más que los honorarios.
    `),
  },
  {
    slug: 'website-accessibility-checklist',
    title: 'A Website Accessibility Checklist for Small Businesses',
    titleEs: 'Lista de verificación de accesibilidad web para pequeñas empresas',
    featuredImage: '/images/blog/accessibility-checklist.jpg',
    published: false,
    daysAgo: 3,
    content: dedent(`
      One in four adults lives with some form of disability, and all of us rely on accessible design when we browse in bright sunlight, with one hand, or on a slow connection. An accessible website is simply a better website, and in many markets it is also a legal expectation.

      ## Start with the basics

      Accessibility can sound technical, but most of the impact comes from a short list of fundamentals that any small business can check in an afternoon.

      - Every image that carries meaning has a short text description.
      - Text has enough contrast against its background to be read outdoors.
      - Every feature works with a keyboard alone, without a mouse.
      - Forms have visible labels and clear error messages.
      - Videos have captions, and nothing flashes more than three times per second.

      ### Check your forms carefully

      Contact, booking and checkout forms are where accessibility problems cost you the most. Placeholder text that disappears, errors shown only in red and buttons without a clear name all stop real customers from reaching you.

      ## A one-hour self-check

      1. Put your mouse away and try to complete your main task using only the Tab and Enter keys.
      2. Zoom the browser to 200 percent and check that nothing overlaps or disappears.
      3. Turn on your phone's screen reader and listen to your home page.
      4. Run a free automated checker and fix everything it flags as an error.

      ### Remember both languages

      A bilingual site must declare the language of each page so screen readers pronounce it correctly. A Spanish page read with English pronunciation is nearly impossible to follow.

      ## Where automated tools stop

      Automated checkers find roughly a third of real problems. The rest needs a human: is the reading order logical, do link texts make sense on their own, can someone recover from a mistake? A short review by an experienced tester covers what tools miss.

      #### Keep it going

      Accessibility is not a one-time project. Add the checks above to your routine whenever you publish a new page, and review the whole site once a year.
    `),
    contentEs: dedent(`
      Una de cada cuatro personas adultas vive con algún tipo de discapacidad, y todos dependemos de un diseño accesible cuando navegamos a pleno sol, con una sola mano o con una conexión lenta. Un sitio accesible es, sencillamente, un mejor sitio, y en muchos mercados además es una exigencia legal.

      ## Empieza por lo básico

      La accesibilidad puede sonar técnica, pero la mayor parte del impacto proviene de una lista breve de fundamentos que cualquier pequeña empresa puede revisar en una tarde.

      - Cada imagen que transmite información tiene una breve descripción en texto.
      - El texto tiene suficiente contraste con el fondo como para leerse al aire libre.
      - Todas las funciones se pueden usar solo con el teclado, sin mouse.
      - Los formularios tienen etiquetas visibles y mensajes de error claros.
      - Los videos tienen subtítulos y nada parpadea más de tres veces por segundo.

      ### Revisa tus formularios con cuidado

      Los formularios de contacto, de reservas y de compra son donde los problemas de accesibilidad más te cuestan. Un texto de ejemplo que desaparece, errores marcados solo en rojo y botones sin un nombre claro impiden que clientes reales lleguen a ti.

      ## Una autoevaluación de una hora

      1. Guarda el mouse e intenta completar la tarea principal de tu sitio usando solo las teclas Tab y Enter.
      2. Amplía el navegador al 200 por ciento y comprueba que nada se superponga ni desaparezca.
      3. Activa el lector de pantalla de tu celular y escucha tu página de inicio.
      4. Usa un verificador automático gratuito y corrige todo lo que marque como error.

      ### No olvides los dos idiomas

      Un sitio bilingüe debe declarar el idioma de cada página para que los lectores de pantalla lo pronuncien correctamente. Una página en español leída con pronunciación inglesa es casi imposible de seguir.

      ## Dónde se detienen las herramientas automáticas

      Los verificadores automáticos encuentran aproximadamente un tercio de los problemas reales. El resto requiere a una persona: ¿el orden de lectura es lógico?, ¿los textos de los enlaces se entienden por sí solos?, ¿alguien puede recuperarse de un error? Una revisión breve hecha por alguien con experiencia cubre lo que las herramientas no ven.

      #### Mantenlo en el tiempo

      La accesibilidad no es un proyecto que se hace una sola vez. Suma estas verificaciones a tu rutina cada vez que publiques una página nueva y revisa el sitio completo una vez al año.
    `),
  },
];
