import type { Translation } from '@terrabridge/i18n';
import type { LegalResources } from './legal.en';

export const legalEs: Translation<LegalResources> = {
  common: {
    eyebrow: 'Legal',
    updated: 'Última actualización:',
    tocTitle: 'En esta página',
    print: 'Imprimir esta página',
    contactTitle: '¿Tienes preguntas sobre este documento?',
    contactBody:
      'Escríbenos a {email} y una persona de nuestro equipo te responderá en un plazo de dos días hábiles. Puedes escribirnos en español o en inglés.',
    relatedTitle: 'Otros documentos legales',
  },

  privacy: {
    title: 'Política de privacidad',
    summary:
      'Qué datos personales recopila {name} a través de este sitio web, el portal de clientes y nuestros servicios, para qué los usamos, quién nos ayuda a tratarlos y qué opciones tienes.',
    sections: {
      'who-we-are': {
        title: 'Quiénes somos',
        body: [
          '{name} es una agencia digital bilingüe con oficinas en Charlotte, Carolina del Norte (Estados Unidos) y Montevideo (Uruguay). Diseñamos sitios web, automatizamos procesos y ofrecemos servicios de branding, redes sociales, contabilidad e inteligencia artificial a pequeñas empresas de EE. UU. y América Latina.',
          'Esta política explica cómo tratamos los datos personales cuando visitas nuestro sitio web, nos contactas, creas una cuenta en el portal de clientes, contratas o usas nuestros servicios, o te postulas a un empleo con nosotros. Para estos datos, {name} es el "responsable del tratamiento" (quien decide cómo y para qué se usan).',
          'Cuando desarrollamos u operamos algo para un cliente que involucra a los propios clientes de esa empresa (por ejemplo, un formulario de contacto en el sitio web de la empresa), actuamos en su nombre y según sus instrucciones. En ese caso se aplica la política de privacidad del cliente, y tratamos los datos solo como lo permite nuestro acuerdo con él.',
        ],
      },
      'information-we-collect': {
        title: 'Información que recopilamos',
        body: [
          { subheading: 'Información que nos das' },
          {
            list: [
              '**Consultas de contacto:** tu nombre, tu correo electrónico, el servicio que te interesa y tu mensaje.',
              '**Cuenta del portal:** nombre de usuario, correo electrónico, nombre y apellido, teléfono (opcional) e idioma preferido. Tu contraseña se guarda solo como un hash irreversible; nadie en {name} puede leerla.',
              '**Trabajo con clientes:** detalles de proyectos, archivos, comentarios, publicaciones para redes sociales que creas o generas con nuestras herramientas de IA, facturas y datos de facturación.',
              '**Pagos:** el importe, la factura o el servicio pagado, la fecha y la referencia del pago. Los datos de la tarjeta o de la billetera se ingresan directamente con nuestros proveedores de pago (Stripe y PayPal); nunca vemos ni guardamos el número completo de tu tarjeta.',
              '**Postulaciones laborales:** el currículum, la carta de presentación y cualquier otra información que decidas enviarnos por correo.',
            ],
          },
          { subheading: 'Información que se recopila automáticamente' },
          {
            list: [
              '**Registros de sesión:** cuando inicias sesión registramos la hora, tu dirección IP y el agente de usuario de tu navegador, para mantener tu sesión abierta, detectar actividad sospechosa y cerrar sesiones que ya no se usan.',
              '**Datos de seguridad:** nuestros servidores procesan brevemente las direcciones IP para limitar solicitudes repetidas (por ejemplo, muchos intentos fallidos de inicio de sesión) y para investigar errores y abusos.',
              '**Preferencias:** tu idioma y el tema claro u oscuro, guardados en tu propio navegador y enviados a nuestro servidor en dos pequeñas cookies, para que prepare cada página con ellos. Nuestra [Política de cookies](/cookie-policy) describe exactamente qué se guarda.',
            ],
          },
          'No usamos rastreadores de publicidad ni de analítica, no compramos datos personales y no creamos perfiles de los visitantes.',
        ],
      },
      'how-we-use-information': {
        title: 'Cómo usamos tu información',
        body: [
          'Usamos los datos personales solo para los siguientes fines:',
          {
            list: [
              'responder tus preguntas y preparar las propuestas que nos pidas;',
              'crear y gestionar tu cuenta del portal, incluida la verificación del correo y el restablecimiento de la contraseña;',
              'prestar los servicios que nos contrataste, informarte del avance de tus proyectos y darte soporte después;',
              'emitir facturas, procesar pagos y llevar los registros contables que exige la ley;',
              'generar contenido con nuestras herramientas de IA cuando nos lo pidas (consulta la sección 5);',
              'mantener seguros el sitio web y el portal, prevenir fraudes y abusos, y resolver problemas;',
              'evaluar postulaciones laborales;',
              'cumplir obligaciones legales y formular o defender reclamaciones.',
            ],
          },
          'Te enviamos correos de servicio (como la respuesta a tu mensaje, enlaces de verificación y facturas). No enviamos boletines de marketing salvo que hayas pedido recibirlos, y cada uno de esos correos incluiría una forma de darte de baja.',
        ],
      },
      'legal-bases': {
        title: 'Bases legales del tratamiento',
        body: [
          'Si te encuentras en el Espacio Económico Europeo, el Reino Unido u otro país con normas similares, nos basamos en estas bases legales:',
          {
            list: [
              '**Contrato:** para ofrecerte el portal y los servicios que solicitas, y para dar pasos previos a un contrato a tu pedido (por ejemplo, un presupuesto).',
              '**Interés legítimo:** para responder consultas, proteger nuestros sistemas, prevenir fraudes y mejorar nuestro trabajo. Solo lo hacemos cuando tus derechos no prevalecen sobre nuestros intereses.',
              '**Obligación legal:** para conservar registros fiscales y contables y responder a solicitudes legítimas de las autoridades.',
              '**Consentimiento:** para todo lo opcional, como conservar tu postulación para futuras vacantes. Puedes retirarlo en cualquier momento.',
            ],
          },
        ],
      },
      'ai-features': {
        title: 'Funciones de inteligencia artificial',
        body: [
          'El portal de clientes incluye herramientas que generan contenido y recomendaciones para redes sociales. Cuando las usas, el texto que escribes (tu instrucción, tu público y tu sector) se envía a nuestro proveedor de modelos de IA para producir el resultado. Te pedimos que no incluyas datos personales sensibles en esas instrucciones.',
          'Elegimos proveedores que se comprometen a no usar los datos enviados a través de sus API empresariales para entrenar sus modelos. El contenido generado se guarda en tu cuenta solo cuando decides guardarlo.',
        ],
      },
      'sharing-information': {
        title: 'Con quién compartimos información',
        body: [
          '**No vendemos tu información personal ni la compartimos para publicidad conductual entre contextos.** Solo la compartimos con:',
          {
            list: [
              '**Proveedores de servicios** que tratan datos por encargo nuestro y bajo contrato: alojamiento y bases de datos, envío de correos, procesamiento de pagos (Stripe, PayPal) y proveedores de modelos de IA. Solo pueden usar los datos para prestarnos su servicio.',
              '**Asesores profesionales**, como contadores y abogados, sujetos a un deber de confidencialidad.',
              '**Autoridades**, cuando la ley lo exige o para proteger los derechos, la seguridad y los bienes de nuestros clientes, nuestro equipo o el público.',
              '**Un comprador o sucesor**, si {name} participa en una fusión o adquisición. Te avisaremos antes de que tus datos queden sujetos a otra política.',
            ],
          },
        ],
      },
      'international-transfers': {
        title: 'Transferencias internacionales',
        body: [
          'Nuestro equipo trabaja desde Estados Unidos y Uruguay, y algunos de nuestros proveedores tratan datos en otros países. La Comisión Europea reconoce que Uruguay ofrece un nivel adecuado de protección de datos. Cuando la normativa lo exige, usamos garantías como las Cláusulas Contractuales Tipo de la Comisión Europea para las transferencias a otros países.',
        ],
      },
      'data-retention': {
        title: 'Cuánto tiempo conservamos los datos',
        body: [
          'Conservamos los datos personales solo mientras los necesitamos para los fines anteriores:',
          {
            list: [
              '**Mensajes de contacto:** hasta 24 meses después de nuestra última conversación, salvo que den lugar a un proyecto.',
              '**Cuentas del portal y datos de proyectos:** mientras tu cuenta esté activa. Cuando la cierras, los eliminamos o anonimizamos en un plazo de 90 días, salvo lo que debamos conservar por ley.',
              '**Facturas y registros de pago:** durante el plazo que exigen las leyes fiscales y contables, por lo general de cinco a siete años.',
              '**Registros de sesión:** hasta que cierras sesión o la sesión vence (tras 72 horas sin actividad y, en cualquier caso, a los 30 días).',
              '**Postulaciones laborales:** 12 meses, para poder considerarte en futuras vacantes, salvo que nos pidas eliminarlas antes.',
            ],
          },
        ],
      },
      security: {
        title: 'Cómo protegemos tus datos',
        body: [
          'Usamos conexiones cifradas (HTTPS), guardamos las contraseñas solo como hashes irreversibles robustos, mantenemos tu sesión en una cookie que los scripts no pueden leer, limitamos el acceso a los datos personales a quienes lo necesitan y exigimos permisos de administrador para cada acción administrativa. Puedes terminar tus sesiones en cualquier momento cerrando sesión.',
          'Ningún sistema es completamente seguro. Si una brecha afecta tus datos personales, te lo notificaremos a ti y a las autoridades correspondientes según lo exija la ley.',
        ],
      },
      'your-rights': {
        title: 'Tus derechos de privacidad',
        body: [
          'Según el lugar donde vivas, puedes tener derecho a:',
          {
            list: [
              'saber qué datos personales tenemos sobre ti y obtener una copia;',
              'corregir datos inexactos o incompletos;',
              'pedir que eliminemos tus datos;',
              'recibir tus datos en un formato portable;',
              'oponerte a ciertos tratamientos o pedir que los limitemos;',
              'retirar el consentimiento que nos diste, sin que eso afecte el tratamiento anterior.',
            ],
          },
          { subheading: 'Residentes de California' },
          'La Ley de Privacidad del Consumidor de California (CCPA, modificada por la CPRA) te da derecho a conocer, eliminar y corregir tu información personal, y a oponerte a su venta o a que se comparta. No vendemos ni compartimos información personal, y no usamos información personal sensible para fines que requieran un derecho a limitarla. No te trataremos de forma distinta por ejercer tus derechos. Puedes actuar mediante un agente autorizado; le pediremos prueba de que le diste permiso.',
          { subheading: 'Europa, el Reino Unido y Uruguay' },
          'Los residentes del EEE y del Reino Unido tienen los derechos que describen el RGPD y el RGPD del Reino Unido. En Uruguay, la Ley N.º 18.331 de Protección de Datos Personales te reconoce los derechos de acceso, rectificación, actualización, inclusión y supresión. También puedes presentar una reclamación ante la autoridad de protección de datos de tu país; en Uruguay, la Unidad Reguladora y de Control de Datos Personales (URCDP).',
          { subheading: 'Cómo hacer una solicitud' },
          'Escribe a {email} desde la dirección asociada a tu cuenta, o indícanos cómo podemos verificar tu identidad. Respondemos en un plazo de 30 días (45 días cuando la ley de California lo permite; te avisaremos si necesitamos ese tiempo adicional). Las solicitudes son gratuitas.',
        ],
      },
      children: {
        title: 'Menores de edad',
        body: [
          'Nuestro sitio web y nuestros servicios están dirigidos a empresas y personas adultas. No recopilamos a sabiendas datos personales de menores de 16 años. Si crees que un menor nos ha dado datos personales, escribe a {email} y los eliminaremos.',
        ],
      },
      'third-party-services': {
        title: 'Otros sitios web y mapas integrados',
        body: [
          'Nuestra página de contacto muestra mapas de OpenStreetMap, y nuestro sitio enlaza a redes sociales como Facebook, Instagram, WhatsApp y LinkedIn. Cuando cargas un mapa o sigues uno de esos enlaces, el otro servicio recibe tu dirección IP y trata tus datos según su propia política de privacidad. Te recomendamos leer esas políticas.',
        ],
      },
      'changes-to-this-policy': {
        title: 'Cambios en esta política',
        body: [
          'Podemos actualizar esta política cuando cambien nuestros servicios o la ley. La fecha al comienzo de esta página indica la última revisión. Si un cambio es importante, lo comunicaremos a los usuarios del portal por correo electrónico o con un aviso en el portal antes de que entre en vigor.',
        ],
      },
      'contact-us': {
        title: 'Contáctanos',
        body: [
          'Para cualquier pregunta o solicitud sobre tus datos personales, escribe a {email}. También puedes escribirnos por correo postal a nuestra oficina de Charlotte o de Montevideo; las direcciones están en nuestra [página de contacto](/contact).',
        ],
      },
    },
  },

  terms: {
    title: 'Términos del servicio',
    summary:
      'Las reglas que se aplican cuando usas el sitio web y el portal de clientes de {name} o nos contratas para un proyecto. Léelas junto con nuestra [Política de privacidad](/privacy-policy).',
    sections: {
      'agreement-to-terms': {
        title: 'Aceptación de estos términos',
        body: [
          'Estos Términos del servicio ("Términos") son un acuerdo entre tú y {name} ("nosotros"). Se aplican a nuestro sitio web, a nuestro portal de clientes y a los servicios que prestamos. Al usar el sitio, crear una cuenta o contratarnos, aceptas estos Términos.',
          'Si aceptas estos Términos en nombre de una empresa u otra organización, confirmas que tienes autoridad para obligarla, y "tú" también se refiere a esa organización.',
        ],
      },
      'our-services': {
        title: 'Nuestros servicios',
        body: [
          'Ofrecemos diseño y desarrollo web, automatización de procesos, branding, marketing en redes sociales, contabilidad y soluciones de inteligencia artificial. Las descripciones y los precios del sitio web son una guía general.',
          'El trabajo concreto de tu proyecto (alcance, entregables, plazos y precio) se establece en una propuesta, un plan de trabajo o el resumen de compra ("Pedido"). Si un Pedido y estos Términos no coinciden, el Pedido prevalece para ese proyecto.',
        ],
      },
      accounts: {
        title: 'Tu cuenta',
        body: [
          {
            list: [
              'Da información correcta al registrarte y mantenla actualizada.',
              'Mantén tu contraseña en secreto y úsala solo para tu propia cuenta. Cada cuenta es para una sola persona.',
              'Avísanos de inmediato a {email} si crees que otra persona usó tu cuenta.',
              'Eres responsable de lo que ocurra en tu cuenta, salvo que se deba a una falla nuestra al protegerla.',
            ],
          },
          'Podemos suspender una cuenta que incumpla estos Términos o ponga en riesgo a otros usuarios o a nuestros sistemas. Cuando sea razonable, primero te diremos el motivo y te daremos la oportunidad de resolverlo.',
        ],
      },
      'acceptable-use': {
        title: 'Uso aceptable',
        body: [
          'Al usar nuestro sitio web, el portal o nuestras herramientas, te comprometes a no:',
          {
            list: [
              'infringir la ley ni los derechos de otras personas, incluidos los derechos de autor, las marcas y la privacidad;',
              'intentar acceder a cuentas o datos que no son tuyos, ni probar, escanear o vulnerar nuestra seguridad sin nuestro permiso por escrito;',
              'sobrecargar nuestros sistemas, extraer datos de forma masiva o interferir en su funcionamiento normal;',
              'subir malware ni código dañino de ningún tipo;',
              'usar nuestras herramientas de IA para crear spam o contenido engañoso, difamatorio, de odio o ilegal.',
            ],
          },
        ],
      },
      'prices-and-payment': {
        title: 'Precios y pagos',
        body: [
          {
            list: [
              'Los precios están en dólares estadounidenses. Los impuestos aplicables se suman y se muestran antes de pagar.',
              'Las facturas vencen en la fecha indicada en ellas. Puedes pagar facturas y servicios en el portal de clientes con tarjeta o con PayPal. Los pagos los procesan Stripe y PayPal según sus propios términos; no guardamos los datos de tu tarjeta.',
              'Podemos pausar el trabajo de un proyecto mientras haya una factura vencida. Te avisaremos antes.',
              'Los precios de un Pedido aceptado no cambian durante ese proyecto, salvo que modifiques su alcance.',
            ],
          },
        ],
      },
      'refunds-and-guarantee': {
        title: 'Nuestra garantía de devolución de 30 días',
        body: [
          'Si no estás conforme con un servicio comprado a través de nuestro sitio web, avísanos a {email} dentro de los 30 días posteriores al pago. Trabajaremos contigo para solucionarlo y, si no lo logramos, te devolveremos el importe que pagaste por ese servicio.',
          'La garantía no se aplica al trabajo que ya aprobaste como final, a los costos de terceros que pagamos por ti con tu acuerdo (como dominios, licencias o inversión publicitaria), ni a los proyectos a medida cuyo Pedido establezca otras condiciones de reembolso. Nada de lo dispuesto en esta sección limita los derechos que te otorga la ley de defensa del consumidor.',
        ],
      },
      'project-timelines': {
        title: 'Plazos y tu colaboración',
        body: [
          'Los plazos que te damos son estimaciones de buena fe. Como referencia, un sitio web sencillo lleva unas dos semanas y uno complejo, de cuatro a seis semanas. Los plazos dependen de que nos entregues a tiempo el contenido, los accesos y tus comentarios.',
          'Eres responsable de los materiales que nos entregas (textos, imágenes, logotipos, datos) y confirmas que tienes derecho a usarlos y a permitirnos usarlos para tu proyecto.',
        ],
      },
      'intellectual-property': {
        title: 'Propiedad intelectual',
        body: [
          'El contenido de nuestro sitio web (textos, gráficos, logotipos y código) pertenece a {name} o a sus licenciantes. Puedes verlo y compartirlo, pero no copiarlo ni reutilizarlo con fines comerciales sin nuestro permiso.',
          'Una vez que hayas pagado la totalidad, los entregables finales que creamos específicamente para ti, como el diseño de tu sitio web, tu logotipo y los textos, son tuyos. Conservamos la propiedad de nuestras herramientas, bibliotecas de código, plantillas y conocimientos previos, y te otorgamos una licencia permanente y no exclusiva para usarlos como parte de tus entregables. Los componentes de terceros (tipografías, fotos de archivo, software de código abierto) siguen sujetos a sus propias licencias.',
          'Salvo que nos pidas lo contrario, podemos mostrar el trabajo terminado en nuestro portafolio y mencionarte como cliente.',
        ],
      },
      'ai-generated-content': {
        title: 'Contenido generado con IA',
        body: [
          'El contenido producido con nuestras herramientas de IA puede contener errores, puede parecerse a contenido creado para otras personas y no constituye asesoramiento legal, financiero ni profesional. Revísalo antes de publicarlo. Eres responsable de lo que publicas y, en la medida en que la ley lo permita, el contenido que generas es tuyo.',
        ],
      },
      confidentiality: {
        title: 'Confidencialidad',
        body: [
          'Mantenemos la confidencialidad de la información no pública de tu negocio y la usamos solo para trabajar para ti. Te pedimos lo mismo respecto de nuestras propuestas, precios y métodos no públicos. Este deber continúa después de que termine nuestro trabajo juntos.',
        ],
      },
      'third-party-services': {
        title: 'Servicios de terceros',
        body: [
          'Nuestros servicios pueden depender de otras empresas, como proveedores de alojamiento, procesadores de pago, redes sociales y proveedores de modelos de IA. Sus términos se aplican al uso que hagas de sus servicios, y no somos responsables de su disponibilidad ni de sus cambios.',
        ],
      },
      disclaimers: {
        title: 'Exención de garantías',
        body: [
          'Trabajamos con cuidado y profesionalismo, pero no podemos prometer resultados comerciales concretos, como una posición en los buscadores, una cantidad de seguidores o un volumen de ventas. El sitio web y el portal se ofrecen "tal cual" y "según disponibilidad"; podemos modificarlos o interrumpirlos por mantenimiento o mejoras.',
        ],
      },
      'limitation-of-liability': {
        title: 'Limitación de responsabilidad',
        body: [
          'En la medida en que la ley lo permita, ninguna de las partes responde por pérdidas indirectas o consecuentes, como lucro cesante, pérdida de datos u oportunidades de negocio perdidas. Nuestra responsabilidad total por cualquier reclamación relacionada con nuestros servicios se limita al importe que nos pagaste por el servicio en cuestión en los 12 meses anteriores a la reclamación.',
          'Estos límites no se aplican a la responsabilidad que la ley no permite limitar, como la derivada de fraude o negligencia grave, y no afectan tus derechos legales como consumidor.',
        ],
      },
      termination: {
        title: 'Fin de nuestra relación',
        body: [
          'Puedes dejar de usar nuestros servicios y pedirnos que cerremos tu cuenta en cualquier momento escribiendo a {email}. Cualquiera de las partes puede terminar un proyecto según lo que permita su Pedido. Podemos dar por terminados estos Términos contigo si los incumples de forma grave o reiterada.',
          'Cuando termina nuestra relación, pagas el trabajo realizado hasta esa fecha y te entregamos los entregables que hayas pagado. Las secciones sobre propiedad intelectual, confidencialidad y responsabilidad siguen vigentes.',
        ],
      },
      'governing-law': {
        title: 'Ley aplicable y controversias',
        body: [
          'Estos Términos se rigen por las leyes del Estado de Carolina del Norte, Estados Unidos, y las controversias se resuelven ante los tribunales estatales o federales del condado de Mecklenburg, Carolina del Norte, salvo que tu Pedido indique otra cosa (por ejemplo, la ley uruguaya para proyectos contratados a través de nuestra oficina de Montevideo). Si eres consumidor, conservas además la protección de las leyes obligatorias del país donde vives.',
          'Antes de acudir a los tribunales, ambas partes acordamos intentar resolver el problema de forma amistosa durante al menos 30 días, a partir de que una de las partes escriba a la otra.',
        ],
      },
      'changes-to-these-terms': {
        title: 'Cambios en estos términos',
        body: [
          'Podemos actualizar estos Términos. La fecha al comienzo de esta página indica la última revisión. Comunicaremos los cambios importantes a los usuarios del portal por correo electrónico o en el portal al menos 15 días antes de que entren en vigor. Los cambios no afectan los Pedidos ya aceptados.',
        ],
      },
      'contact-us': {
        title: 'Contáctanos',
        body: [
          '¿Tienes preguntas sobre estos Términos? Escribe a {email}, o encuentra las direcciones de nuestras oficinas en nuestra [página de contacto](/contact).',
        ],
      },
    },
  },

  cookies: {
    title: 'Política de cookies',
    summary:
      'Guardamos lo mínimo en tu navegador: una cookie para mantener tu sesión y dos que recuerdan tu idioma y tu tema. Sin cookies de publicidad, analítica ni rastreo.',
    sections: {
      'what-are-cookies': {
        title: 'Qué son las cookies y el almacenamiento del navegador',
        body: [
          'Las cookies son pequeños archivos de texto que un sitio web le pide a tu navegador que guarde y le devuelva en visitas posteriores. El almacenamiento local (local storage) es una función similar que permite a un sitio recordar pequeños datos en tu navegador; a diferencia de las cookies, nunca se envía al servidor.',
          'Esta política explica cuáles de estas tecnologías usa {name} en el sitio web y el portal de clientes, y por qué. Complementa nuestra [Política de privacidad](/privacy-policy).',
        ],
      },
      'our-approach': {
        title: 'Nuestro enfoque',
        body: [
          'Usamos solo lo que el sitio necesita para funcionar y lo que tú le pides que recuerde:',
          {
            list: [
              '**una cookie de sesión**, que se crea solo cuando inicias sesión en el portal de clientes;',
              '**dos cookies de preferencias**, para tu idioma y tu tema, cada una con una copia en el almacenamiento local, para que cada página llegue en el idioma y el tema con que lees el sitio;',
              '**ninguna** cookie de publicidad, analítica, redes sociales u otro tipo de rastreo, y ninguna técnica de huella digital (fingerprinting).',
            ],
          },
          'Como todo esto es estrictamente necesario o solo recuerda cómo lees el sitio, no mostramos un aviso de cookies. Si alguna vez agregamos cookies opcionales, primero te pediremos tu consentimiento.',
        ],
      },
      'what-we-store': {
        title: 'Qué guardamos en tu navegador',
        body: [
          {
            table: {
              caption: 'Cookies y almacenamiento local que usa este sitio web',
              columns: ['Nombre', 'Tipo', 'Finalidad', 'Duración'],
              rows: [
                [
                  'tb_session',
                  'Cookie propia, estrictamente necesaria',
                  'Mantiene tu sesión abierta en el portal de clientes. Contiene una referencia de sesión firmada y aleatoria, sin datos personales legibles. Se crea solo cuando inicias sesión o te registras.',
                  'Hasta 30 días. La sesión termina antes si cierras sesión o tras 72 horas sin actividad.',
                ],
                [
                  'language',
                  'Cookie propia y almacenamiento local, preferencia',
                  'Recuerda si lees el sitio en inglés (en) o en español (es), para que nuestro servidor envíe cada página en ese idioma. Se guarda en tu primera visita con el idioma en que se muestra la página, y cambia cuando usas el selector de idioma o abres un enlace que elige un idioma.',
                  'La cookie: un año desde tu última visita (cada página que abres la renueva). La copia en el almacenamiento local: hasta que la cambies o borres los datos de tu navegador.',
                ],
                [
                  'theme',
                  'Cookie propia y almacenamiento local, preferencia',
                  'Recuerda si lees el sitio con el tema claro o el oscuro (el claro hasta que cambies), para que las páginas lleguen con él sin un destello del otro. Se guarda en tu primera visita y cambia cuando usas el selector de tema.',
                  'La cookie: un año desde tu última visita (cada página que abres la renueva). La copia en el almacenamiento local: hasta que la cambies o borres los datos de tu navegador.',
                ],
              ],
            },
          },
          'En nuestro sitio seguro (HTTPS), la cookie de sesión se llama **__Host-tb_session**. El prefijo le indica a tu navegador que solo la acepte a través de una conexión cifrada y desde nuestro propio dominio.',
          'Las cookies de idioma y de tema las escribe la propia página, así que, a diferencia de la cookie de sesión, los scripts de la página pueden leerlas. Solo contienen tu elección (por ejemplo, es o dark) y se envían únicamente a nuestro propio sitio.',
        ],
      },
      'session-cookie': {
        title: 'Cómo te protege la cookie de sesión',
        body: [
          {
            list: [
              '**HttpOnly:** los scripts de la página no pueden leerla, lo que protege tu sesión frente a ataques de cross-site scripting.',
              '**SameSite=Lax:** tu navegador no la envía en solicitudes que otros sitios inician en segundo plano, lo que te protege frente a la falsificación de solicitudes entre sitios (CSRF).',
              '**Secure:** en nuestro sitio HTTPS solo se envía por conexiones cifradas.',
              '**Sesiones en el servidor:** la cookie solo apunta a una sesión guardada en nuestro servidor. Cuando cierras sesión, o cuando la sesión vence, deja de funcionar, aunque tu navegador todavía conserve la cookie.',
            ],
          },
        ],
      },
      'third-party-content': {
        title: 'Contenido de terceros',
        body: [
          { subheading: 'Mapas en la página de contacto' },
          'Nuestra [página de contacto](/contact) incluye dos mapas de OpenStreetMap con nuestras oficinas de Charlotte y Montevideo. Para mostrarlos, tu navegador carga los mapas desde openstreetmap.org, que recibe tu dirección IP y los datos de tu navegador como cualquier sitio que visitas. OpenStreetMap no usa estos mapas con fines publicitarios; su política de privacidad está en [osmfoundation.org](https://osmfoundation.org/wiki/Privacy_Policy).',
          { subheading: 'Pagos' },
          'Cuando pagas en el portal de clientes, el formulario de pago lo proporciona Stripe o PayPal. Estos proveedores pueden crear sus propias cookies, necesarias para procesar el pago y prevenir fraudes, y solo en las páginas de pago. Se aplican sus políticas de cookies.',
          { subheading: 'Redes sociales' },
          'Los enlaces a Facebook, Instagram, WhatsApp y LinkedIn son enlaces simples. Nada de esas redes se carga en nuestras páginas hasta que haces clic en uno.',
        ],
      },
      'managing-cookies': {
        title: 'Cómo controlarlas y eliminarlas',
        body: [
          'Puedes ver, bloquear y eliminar las cookies y los datos de sitios en la configuración de tu navegador (en Chrome, Edge, Firefox y Safari, busca "Privacidad" o "Cookies y datos de sitios").',
          {
            list: [
              'Si bloqueas o eliminas la cookie de sesión, el sitio web público sigue funcionando, pero no podrás iniciar sesión en el portal de clientes.',
              'Si eliminas las cookies de idioma y de tema y borras el almacenamiento local, el sitio vuelve al idioma de tu navegador (inglés, salvo que sea español) y al tema claro hasta que elijas de nuevo.',
              'Si bloqueas todas las cookies, el sitio sigue recordando tu idioma y tu tema en el almacenamiento local y los aplica en tu navegador cuando la página termina de cargar.',
              'Al cerrar sesión, tu sesión termina de inmediato en nuestro servidor.',
            ],
          },
          'Nuestro sitio no te rastrea, así que una señal "Do Not Track" o Global Privacy Control no cambia lo que guardamos.',
        ],
      },
      'changes-to-this-policy': {
        title: 'Cambios en esta política',
        body: [
          'Si cambiamos lo que guardamos en tu navegador, primero actualizaremos esta página y su fecha. Nunca agregaremos cookies de analítica o publicidad sin pedir tu consentimiento cuando la ley lo exija.',
        ],
      },
      'contact-us': {
        title: 'Contáctanos',
        body: [
          '¿Tienes preguntas sobre las cookies o el almacenamiento del navegador? Escribe a {email}.',
        ],
      },
    },
  },
};
