// The visitor-facing text in US Spanish, with the same keys as en.ts: written as a Spanish copywriter
// writes it, not translated word for word. The words fixed once in docs/glossary-es.md (asesor,
// cotización, intercambio, arrendamiento, pago inicial, cargo por documentación) are used as written
// there. The visitor is addressed as usted, in forms that do not assume a gender ("un asesor le
// llamará", "si no queda 100% conforme"): catalogue.test.ts holds the rule.
import type { Catalogue } from "./en";

export const es: Catalogue = {
  "site.skipToContent": "Ir al contenido",
  "site.nav.main": "Principal",
  "site.nav.sections": "Secciones",
  "site.nav.howItWorks": "Cómo funciona",
  "site.nav.pricing": "Precios",
  "site.nav.testimonials": "Testimonios",
  "site.nav.faq": "Preguntas frecuentes",
  "site.header.getStarted": "Pida su consulta gratis",
  "site.header.callUs": "Llámenos al {phone}",
  "site.phone.spanishSpoken": "Hablamos español",
  "site.header.openMenu": "Abrir menú",
  "site.menu.label": "Menú",
  "site.menu.close": "Cerrar menú",
  "site.menu.getStarted": "Pida su consulta gratis",
  "site.switch.label": "English",
  "site.switch.hint": "Read this page in English",
  "site.suggest.text": "¿Prefiere español?",
  "site.suggest.link": "Ver esta página en español",
  "site.suggest.dismiss": "No, gracias",
  "site.footer.slogan": "La forma inteligente de comprar un auto.",
  "site.footer.company": "Empresa",
  "site.footer.about": "Quiénes somos",
  "site.footer.blog": "Blog",
  "site.footer.terms": "Términos",
  "site.footer.contact": "Contáctenos",
  "site.footer.quickLinks": "Enlaces rápidos",
  "site.footer.getInTouch": "Comuníquese con nosotros",
  "site.footer.howItWorks": "Cómo funciona",
  "site.footer.pricing": "Precios",
  "site.footer.whyTrustUs": "Por qué confiar en nosotros",
  "site.footer.brands": "Nuestras marcas",
  "site.footer.vehicleTypes": "Tipos de vehículo",
  "site.footer.type.sedan": "Sedán",
  "site.footer.type.hatchback": "Hatchback",
  "site.footer.type.suv": "SUV",
  "site.footer.type.hybrid": "Híbrido",
  "site.footer.type.electric": "Eléctrico",
  "site.footer.type.coupe": "Cupé",
  "site.footer.type.truck": "Camioneta pickup",
  "site.footer.type.convertible": "Convertible",
  "site.footer.rights": "© {year} {brand}. Todos los derechos reservados.",
  "site.footer.newTab": " (se abre en una pestaña nueva)",
  "site.footer.termsOfService": "Términos del servicio",
  "site.footer.privacyPolicy": "Política de privacidad",
  "site.footer.backToTop": "Volver arriba ↑",
  "site.hours.weekdays": "Lun-Vie",
  "site.hours.saturday": "Sáb",
  "site.hours.shift": "{days}: {opens}-{closes} PT",
  "site.error.notFound": "No encontramos esta página",
  "site.error.failed": "Algo salió mal",
  "site.error.home": "Volver a la página principal",
  "site.newsletter.label": "Suscripción al boletín",
  "site.newsletter.prompt": "Reciba consejos para comprar su auto en su correo",
  "site.newsletter.placeholder": "nombre@correo.com",
  "site.newsletter.subscribe": "Suscribirse",
  "site.newsletter.subscribing": "Suscribiendo...",
  "site.newsletter.confirmationSent":
    "¡Gracias! Si esta dirección no está suscrita todavía, busque nuestro correo en su bandeja de entrada y haga " +
    "clic en el enlace para confirmar.",
  "site.newsletter.noted": "¡Gracias! Tomamos nota de su interés en nuestros consejos para comprar auto.",
  "site.newsletter.failure": "Algo salió mal. Inténtelo de nuevo.",
  "site.rateLimited": "Demasiadas solicitudes. Espere un minuto e inténtelo de nuevo.",

  "form.modal.title": "Pida su consulta gratis",
  "form.modal.close": "Cerrar",
  "form.submit": "Quiero mi consulta gratis",
  "form.submitting": "Enviando...",
  "form.firstName": "Nombre",
  "form.lastName": "Apellido",
  "form.phone": "Teléfono",
  "form.phonePlaceholder": "(123) 456-7890",
  "form.email": "Correo electrónico",
  "form.make": "Marca",
  "form.selectMake": "Elija la marca",
  "form.modelYear": "Año del modelo",
  "form.selectYear": "Elija el año",
  "form.yearOrNewer": "{year} o más reciente",
  "form.model": "Modelo",
  "form.selectModel": "Elija el modelo",
  "form.loadingModels": "Cargando modelos...",
  "form.zipCode": "Código postal",
  "form.honeypot": "Sitio web",
  "form.consent":
    "Al darnos su número de teléfono, acepta que nuestros asesores le llamen o le envíen mensajes de texto sobre la compra de su " +
    "auto. Dar su consentimiento no es condición para comprar nada. Consulte nuestro <0>Aviso de privacidad</0>.",
  "form.saveFailure": "Hubo un error al enviar su información. Llámenos directamente al {phone}.",
  "form.thanks.title": "¡Gracias!",
  "form.thanks.callback": "Un asesor le llamará en 1 o 2 horas, en horario de atención.",
  "form.thanks.call": "¿No quiere esperar? Llámenos al <0/>",
  "form.thanks.receipt": "<0>Vea lo que pidió</0> en la página de su solicitud.",
  "form.error.firstNameRequired": "El nombre es obligatorio",
  "form.error.lastNameRequired": "El apellido es obligatorio",
  "form.error.firstNameTooShort": "El nombre debe tener al menos 2 caracteres",
  "form.error.lastNameTooShort": "El apellido debe tener al menos 2 caracteres",
  "form.error.nameInvalid": "Escriba un nombre válido",
  "form.error.phoneRequired": "El número de teléfono es obligatorio",
  "form.error.phoneLength": "Escriba un número de teléfono de 10 dígitos",
  "form.error.phoneAreaCode": "Código de área no válido (no puede empezar con 0 ni con 1)",
  "form.error.phoneExchange": "El formato del número de teléfono no es válido",
  "form.error.phoneRepeated": "Escriba un número de teléfono válido",
  "form.error.phoneNotUs": "Escriba un número de teléfono de EE. UU.",
  "form.error.emailRequired": "El correo electrónico es obligatorio",
  "form.error.emailInvalid": "Escriba un correo electrónico válido",
  "form.error.emailBlockedDomain": "Use un correo electrónico válido (no se aceptan dominios de prueba)",
  "form.error.emailSpam": "Este correo electrónico parece estar asociado con spam. Use un correo electrónico válido.",
  "form.error.zipRequired": "El código postal es obligatorio",
  "form.error.zipInvalid": "Escriba un código postal válido de 5 dígitos",
  "form.error.makeRequired": "Elija una marca",
  "form.error.modelRequired": "Elija un modelo",
  "form.error.modelYearRequired": "El año del modelo es obligatorio",
  "form.error.formExpired": "Este formulario venció. Envíelo de nuevo.",
  "form.error.didYouMean": "¿Quiso decir {address}?",

  "landing.meta.title": "Compre su auto con expertos en California",
  "landing.meta.description":
    "Consulta gratis con un asesor de compra de autos: encontramos su auto, negociamos el precio y se lo " +
    "entregamos. Para autos registrados en California.",
  "landing.hero.kicker": "Para autos registrados en California",
  "landing.hero.title": "Sin vueltas al concesionario. Ahorre {amount} en su próximo auto.",
  "landing.hero.intro": "Nuestros asesores encuentran el auto, negocian el precio y se lo entregan. Usted aprueba todo.",
  "landing.search.label": "Encuentre su auto",
  "landing.search.vehicleType": "Tipo de vehículo",
  "landing.search.type.new": "Autos nuevos",
  "landing.search.type.used": "Autos usados",
  "landing.search.type.cpo": "Seminuevos certificados",
  "landing.search.make": "Marca",
  "landing.search.allMakes": "Todas las marcas",
  "landing.search.model": "Modelo",
  "landing.search.allModels": "Todos los modelos",
  "landing.search.loadingModels": "Cargando modelos...",
  "landing.search.budget": "Presupuesto",
  "landing.search.anyBudget": "Cualquier presupuesto",
  "landing.search.under": "Menos de {amount}",
  "landing.search.between": "{from}-{to}",
  "landing.search.over": "Más de {amount}",
  "landing.search.zip": "Código postal",
  "landing.search.zipPlaceholder": "p. ej. 90210",
  "landing.search.submit": "Empezar",
  "landing.stats.label": "Nuestra trayectoria",
  "landing.stats.customers": "Clientes satisfechos",
  "landing.stats.customerSavings": "Ahorrados por nuestros clientes",
  "landing.stats.averageSavings": "Ahorro promedio",
  "landing.stats.years": "Años al servicio de California",
  "landing.how.title": "Cómo funciona",
  "landing.how.intro": "Cuatro pasos, de la primera llamada a las llaves en la mano.",
  "landing.how.step1.title": "Díganos lo que busca",
  "landing.how.step1.body":
    "Empiece con una consulta gratis de 15 minutos. Cuéntenos qué auto, qué presupuesto y qué plazo tiene en mente.",
  "landing.how.step2.title": "Evaluación de su intercambio",
  "landing.how.step2.body": "Conseguimos ofertas reales por su auto actual, para que su intercambio sume a su ahorro en vez de restarle.",
  "landing.how.step3.title": "Lo encontramos y negociamos",
  "landing.how.step3.body":
    "Nuestros asesores buscan en la red de concesionarios y negocian el precio por usted. Usted aprueba todo antes de que sigamos " +
    "adelante.",
  "landing.how.step4.title": "Estrene su auto",
  "landing.how.step4.body": "Usted firma y recibe su auto, con entrega o recogida en una hora. Nada de pasar el día en el concesionario.",
  "landing.how.cta": "Quiero mi consulta gratis",
  "landing.brands.label": "Marcas con las que trabajamos",
  "landing.trust.title": "Los californianos confían en nosotros",
  "landing.trust.tabs": "Sellos de confianza",
  "landing.trust.partners": "Socios",
  "landing.trust.media": "Prensa",
  "landing.trust.partnerDetail": "Socio de la red de concesionarios",
  "landing.trust.profile": " (nuestro perfil público, se abre en una pestaña nueva)",
  "landing.testimonials.title": "Lo que dicen nuestros clientes",
  "landing.testimonials.carousel": "Testimonios de clientes",
  "landing.testimonials.slide": "{index} de {count}",
  "landing.testimonials.previous": "Testimonio anterior",
  "landing.testimonials.next": "Testimonio siguiente",
  "landing.testimonials.show": "Ver el testimonio {index}",
  "landing.testimonials.t1.quote":
    "Me ahorraron más de $4,000 en mi RAV4 nueva y nunca tuve que pisar una sala de ventas. El auto llegó a mi oficina.",
  "landing.testimonials.t1.category": "Auto nuevo",
  "landing.testimonials.t2.quote":
    "Mi asesor consiguió por mi intercambio casi dos mil dólares más de lo que ofrecía el concesionario. Honestos, rápidos y sin " +
    "complicaciones.",
  "landing.testimonials.t2.category": "Intercambio",
  "landing.testimonials.t3.quote": "El primer auto que compro sin el temido tira y afloja. Aprobé cada paso y ellos hicieron el resto.",
  "landing.testimonials.t3.category": "Primera compra",
  "landing.pricing.title": "Precios simples y claros",
  "landing.pricing.intro": "Empiece gratis. Pague solo cuando hagamos el trabajo.",
  "landing.pricing.popular": "El más elegido",
  "landing.pricing.free": "GRATIS",
  "landing.pricing.getStarted": "Elegir<0> {tier}</0>",
  "landing.pricing.consultation.name": "Consulta",
  "landing.pricing.consultation.blurb": "Consejos de un experto antes de pisar un concesionario.",
  "landing.pricing.consultation.f1": "Llamada de 15 minutos con un asesor",
  "landing.pricing.consultation.f2": "Orientación sobre el precio justo del auto que busca",
  "landing.pricing.consultation.f3": "Consejos para su intercambio",
  "landing.pricing.consultation.f4": "Sin compromiso",
  "landing.pricing.full.name": "Servicio completo",
  "landing.pricing.full.blurb": "Encontramos el auto, negociamos el precio y nos encargamos del papeleo.",
  "landing.pricing.full.f1": "Todo lo de la Consulta",
  "landing.pricing.full.f2": "Búsqueda en nuestra red de concesionarios",
  "landing.pricing.full.f3": "Negociación del precio en su nombre",
  "landing.pricing.full.f4": "Evaluación de su intercambio",
  "landing.pricing.full.f5": "Revisión del contrato",
  "landing.pricing.white.name": "Servicio premium",
  "landing.pricing.white.blurb": "Nos encargamos de toda la compra, hasta poner las llaves en su mano.",
  "landing.pricing.white.f1": "Todo lo del Servicio completo",
  "landing.pricing.white.f2": "Entrega en su casa u oficina",
  "landing.pricing.white.f3": "Recogida de su intercambio",
  "landing.pricing.white.f4": "Un asesor dedicado de principio a fin",
  "landing.guarantee.title": "Garantía de satisfacción del 100%",
  "landing.guarantee.body":
    "Si no queda 100% conforme, le devolvemos todo lo que pagó por el servicio. El {percent}% de nuestros clientes queda " +
    "satisfecho, y en promedio se ahorra {hours} horas.",
  "landing.guarantee.cta": "Empezar sin riesgo",
  "landing.faq.title": "Preguntas frecuentes",
  "landing.faq.getStarted": "Empiece ahora",
  "landing.faq.q1": "¿Cómo funciona el servicio?",
  "landing.faq.a1":
    "Usted nos cuenta qué busca; nosotros evaluamos su intercambio, buscamos en nuestra red de concesionarios, negociamos el " +
    "precio y coordinamos la entrega. Usted aprueba cada paso antes de que sigamos adelante.",
  "landing.faq.q2": "¿Cuánto puedo ahorrar?",
  "landing.faq.a2": "Nuestros clientes ahorran {average} en promedio y, entre todos, ya suman más de {total}.",
  "landing.faq.q3": "¿Cuánto cuesta?",
  "landing.faq.a3":
    "La consulta es gratis. El Servicio completo cuesta {fullService} y el Servicio premium, con entrega en su casa " +
    "u oficina, {whiteGlove}.",
  "landing.faq.q4": "¿Ayudan con autos usados?",
  "landing.faq.a4":
    "Los autos nuevos son nuestra especialidad, y es donde más ahorran nuestros clientes. También ayudamos con " +
    "autos usados, como servicio secundario.",
  "landing.faq.q5": "¿En qué zonas trabajan?",
  "landing.faq.a5":
    "Atendemos a compradores que van a registrar su auto en California, desde San Diego hasta el Área de la Bahía y más allá.",
  "landing.faq.q6": "¿Qué tan pronto me contactarán?",
  "landing.faq.a6": "Un asesor se comunicará con usted dentro de las 24 horas siguientes a su solicitud.",
  "landing.faq.q7": "¿Pueden encargarse de mi intercambio?",
  "landing.faq.a7": "Sí. Conseguimos ofertas reales por su auto actual y aplicamos la mejor a su compra.",
  "landing.faq.q8": "¿Tengo que ir al concesionario?",
  "landing.faq.a8":
    "No. Negociamos por usted y ofrecemos entrega o recogida en una hora; el Servicio premium incluye la entrega en su casa u oficina.",
  "landing.faq.q9": "¿Y si no quedo conforme?",
  "landing.faq.a9": "Si no queda 100% conforme, le devolvemos todo lo que pagó por el servicio.",
  "landing.faq.q10": "¿Cómo empiezo?",
  "landing.faq.a10": "Pida su consulta gratis y un asesor le llamará.",
  "landing.bottom.title": "¿Quiere ahorrar en su próximo auto?",
  "landing.bottom.intro": "Díganos qué busca. Un asesor le llamará en 1 o 2 horas, en horario de atención.",
  "chat.meta.title": "Converse con nuestro asistente de compra de autos",
  "chat.page.title": "Converse con el asistente de {brand}",
  "chat.page.intro": "Unas preguntas rápidas y luego un asesor encuentra su auto y negocia el precio por usted.",
  "chat.ui.home": "Inicio de {brand}",
  "chat.ui.startOver": "Empezar de nuevo",
  "chat.ui.progress": "Progreso",
  "chat.ui.conversation": "Conversación",
  "chat.ui.typing": "El asistente está escribiendo",
  "chat.ui.edit": "Editar",
  "chat.ui.editAnswer": " la respuesta “{answer}”",
  "chat.ui.fromPrice": "desde {price}",
  "chat.ui.whatNext": "Lo que sigue",
  "chat.ui.learnMore": "Conozca más sobre nosotros",
  "chat.ui.call": "Llame al",
  "chat.ui.privatePage": "Su página privada",
  "chat.ui.privatePageLink":
    "Siga su solicitud, reserve su llamada y lea la revisión completa de su cotización en <0>su página privada</0>. No comparta el enlace.",
  "chat.ui.readingList": "Lecturas recomendadas",
  "chat.ui.skip": "Omitir",
  "chat.ui.answerOptions": "Opciones de respuesta",
  "chat.ui.suggestedAnswers": "Respuestas sugeridas",
  "chat.ui.yourAnswer": "Su respuesta",
  "chat.ui.send": "Enviar",
  "chat.ui.leftEmpty": "(en blanco)",
  "chat.ui.chooseUpTo": "Elija hasta {max}",
  "chat.ui.continueCount": "Continuar ({picked}/{max})",
  "chat.ui.continue": "Continuar",
  "chat.ui.budget": "Presupuesto",
  "chat.ui.uploading": "Subiendo...",
  "chat.ui.chooseFile": "Elegir un archivo",
  "chat.ui.uploaded": "Archivo subido: {file}",
  "chat.ui.sources": "Fuentes",
  "chat.notice.privacy":
    "Sus respuestas llegan a nuestros asesores de compra de autos para que puedan ayudarle. Le explicamos cómo las usamos y " +
    "guardamos en nuestro <0>Aviso de privacidad</0>.",
  "chat.notice.phone":
    "Al darnos su número de teléfono, acepta que nuestros asesores le llamen o le envíen mensajes de texto sobre la compra de su " +
    "auto. Dar su consentimiento no es condición para comprar nada.",
  "chat.noScript.title": "Cuéntenos aquí",
  "chat.noScript.text":
    "El asistente necesita JavaScript, que está desactivado en este navegador. Déjenos sus datos y un asesor le llamará en 1 o 2 " +
    "horas, en horario de atención, o llámenos al <0/>.",
  "chat.q.greeting":
    "¡Hola! Soy el asistente de {brand}. Le haré unas preguntas rápidas para que un asesor le encuentre el auto ideal al mejor " +
    "precio.",
  "chat.q.name": "Para empezar, ¿cómo se llama?",
  "chat.q.zipCode": "¡Mucho gusto, {name}! ¿Cuál es su código postal?",
  "chat.q.vehicleType": "¿Busca un auto nuevo, seminuevo certificado o usado?",
  "chat.q.timeline": "¿Cuándo piensa comprar?",
  "chat.q.experience": "¿Cómo le ha ido en otras compras de auto?",
  "chat.q.knowsVehicle": "¿Ya sabe qué auto quiere?",
  "chat.q.make": "¿Qué marca le interesa?",
  "chat.q.model": "¿Qué modelo de {make}?",
  "chat.q.modelNoMake": "¿Qué modelo?",
  "chat.q.year": "¿Qué año modelo busca?",
  "chat.q.trim": "¿Busca alguna versión en particular? (Puede dejar la respuesta en blanco.)",
  "chat.q.dealerQuote": "¿Ya tiene una cotización de un concesionario?",
  "chat.q.dealerQuoteUpload":
    "¡Excelente! Suba una foto o un PDF de la cotización y veremos cuánto podemos mejorarla (JPG, PNG, HEIC o PDF, hasta 10 MB).",
  "chat.q.bodyStyle": "¿Qué tipo de vehículo se adapta mejor a su día a día?",
  "chat.q.location": "¿Dónde maneja más?",
  "chat.q.passengers": "¿Cuántas personas suelen viajar con usted?",
  "chat.q.dailyDriving": "¿Cuánto maneja en un día normal?",
  "chat.q.priorities": "¿Qué es lo más importante para usted? Elija hasta {max}.",
  "chat.q.financingType": "¿Cómo piensa pagar?",
  "chat.q.budgetMonthly": "¿Qué pago mensual le resulta cómodo?",
  "chat.q.budgetTotal": "¿Cuál es su presupuesto total?",
  "chat.q.suggestions": "Estos son algunos modelos populares en su rango de precio:",
  "chat.q.creditRange": "Más o menos, ¿cómo está su puntaje de crédito?",
  "chat.q.tradeIn": "¿Tiene un auto para dar como parte de pago (intercambio)?",
  "chat.q.tradeInMake": "¿De qué marca es ese auto?",
  "chat.q.tradeInModel": "¿Y el modelo?",
  "chat.q.tradeInYear": "¿De qué año es?",
  "chat.q.tradeInMileage": "¿Cuántas millas tiene, más o menos?",
  "chat.q.tradeInCondition": "¿En qué condición está?",
  "chat.q.tradeInPayoff": "¿Todavía debe algo de ese auto? Escriba el saldo por pagar o déjelo en blanco.",
  "chat.q.readyToTalk": "¿Quiere que un asesor le llame para hablar de esto?",
  "chat.q.phone": "¿Cuál es el mejor número de teléfono para comunicarnos con usted?",
  "chat.q.email": "¿Y su correo electrónico?",
  "chat.q.lastName": "¿Cuál es su apellido?",
  "chat.q.notes": "¿Algo más que deba saber su asesor? (Opcional.)",
  "chat.q.articles": "Entendido. Mientras tanto, estas lecturas le ayudarán a comprar con más confianza:",
  "chat.q.newsletterSignup": "¿Quiere recibir nuestros consejos para comprar autos por correo electrónico?",
  "chat.q.newsletterEmail": "¿A qué correo se los enviamos?",
  "chat.q.moreArticles": "Estas son nuestras guías más populares:",
  "chat.q.followUpText": "¿Hay algo más en lo que pueda ayudarle?",
  "chat.q.followUp": "¿Quiere que un asesor se comunique con usted?",
  "chat.q.goodbye": "¡Gracias por conversar, {name}! Vuelva cuando quiera.",
  "chat.q.farewell": "Muy bien, {name}. Si más adelante tiene preguntas, llámenos al {phone}. ¡Mucha suerte con su próximo auto!",
  "chat.name.unknown": "amigo",
  "chat.heroBudget.total": "Buscó autos de {range}.",
  "chat.heroBudget.monthly": "Buscó autos de {range}, lo que equivale a pagar {payments} al mes durante {months} meses.",
  "chat.heroBudget.under": "menos de {amount}",
  "chat.heroBudget.rangeUnder": "menos de {amount}",
  "chat.heroBudget.rangeOver": "más de {amount}",
  "chat.heroBudget.over": "más de {amount}",
  "chat.budget.monthly": "{amount} al mes",
  "chat.summary.intro": "Muy bien, {name}. Esto es lo que anoté: {parts}.",
  "chat.summary.new": "auto nuevo",
  "chat.summary.cpo": "seminuevo certificado",
  "chat.summary.used": "auto usado",
  "chat.summary.vehicle": "{make} {model} {year}",
  "chat.summary.bodyStyle.sedan": "sedán",
  "chat.summary.bodyStyle.suv": "SUV",
  "chat.summary.bodyStyle.truck": "camioneta pickup",
  "chat.summary.bodyStyle.ev": "eléctrico (EV)",
  "chat.summary.bodyStyle.coupe": "cupé",
  "chat.summary.bodyStyle.minivan": "minivan",
  "chat.summary.bodyStyle.wagon": "station wagon",
  "chat.summary.bodyStyle.convertible": "convertible",
  "chat.summary.bodyStyle.hatchback": "hatchback",
  "chat.summary.financingType.cash": "pago de contado",
  "chat.summary.financingType.finance": "con financiamiento",
  "chat.summary.financingType.lease": "con arrendamiento (lease)",
  "chat.summary.financingType.unsure": "forma de pago por decidir",
  "chat.summary.lastItem": "{list} y {last}",
  "chat.summary.budget": "presupuesto de {amount}",
  "chat.summary.tradeIn": "su {car} como intercambio",
  "chat.summary.noTradeIn": "sin intercambio",
  "chat.summary.cpoFee": " Nuestra tarifa para esta compra es fija: {fee}.",
  "chat.complete.qualified":
    "¡Todo listo, {name}! Un asesor le llamará en unas horas. Nuestros clientes ahorran {savings} en promedio, y usted aprueba " +
    "todo antes de que avancemos.",
  "chat.complete.other":
    "¡Gracias, {name}! Nos especializamos en autos nuevos y seminuevos certificados registrados en California, y un asesor se " +
    "comunicará con usted en unas horas para ver cómo podemos ayudarle. Si mientras tanto tiene preguntas, llame al {phone}.",
  "chat.choice.vehicleType.new": "Nuevo",
  "chat.choice.vehicleType.cpo": "Seminuevo certificado",
  "chat.choice.vehicleType.used": "Usado",
  "chat.choice.timeline.now": "Ahora mismo",
  "chat.choice.timeline.1-3months": "En 1 a 3 meses",
  "chat.choice.timeline.3-6months": "En 3 a 6 meses",
  "chat.choice.timeline.exploring": "Solo estoy mirando",
  "chat.choice.experience.first-time": "Es mi primera compra",
  "chat.choice.experience.dreaded": "Ha sido un dolor de cabeza",
  "chat.choice.experience.fine": "Me ha ido bien",
  "chat.choice.knowsVehicle.yes": "Sí, ya sé cuál quiero",
  "chat.choice.knowsVehicle.exploring": "Todavía estoy viendo opciones",
  "chat.choice.dealerQuote.yes": "Sí, tengo una cotización",
  "chat.choice.no": "No",
  "chat.choice.yes": "Sí",
  "chat.choice.bodyStyle.sedan": "Sedán",
  "chat.choice.bodyStyle.suv": "SUV",
  "chat.choice.bodyStyle.truck": "Camioneta pickup",
  "chat.choice.bodyStyle.ev": "Eléctrico (EV)",
  "chat.choice.bodyStyle.coupe": "Cupé",
  "chat.choice.bodyStyle.minivan": "Minivan",
  "chat.choice.bodyStyle.wagon": "Station wagon",
  "chat.choice.bodyStyle.convertible": "Convertible",
  "chat.choice.bodyStyle.hatchback": "Hatchback",
  "chat.choice.location.city": "En la ciudad",
  "chat.choice.location.suburbs": "En las afueras",
  "chat.choice.location.rural": "En zona rural",
  "chat.choice.passengers.1-2": "1 o 2",
  "chat.choice.passengers.3-4": "3 o 4",
  "chat.choice.passengers.5+": "5 o más",
  "chat.choice.dailyDriving.short": "Poco (<20 millas)",
  "chat.choice.dailyDriving.medium": "Regular (20 a 50)",
  "chat.choice.dailyDriving.long": "Mucho (>50)",
  "chat.choice.priorities.safety": "Seguridad",
  "chat.choice.priorities.fuel": "Rendimiento de combustible",
  "chat.choice.priorities.space": "Espacio",
  "chat.choice.priorities.tech": "Tecnología",
  "chat.choice.priorities.performance": "Desempeño",
  "chat.choice.priorities.luxury": "Lujo",
  "chat.choice.priorities.reliability": "Confiabilidad",
  "chat.choice.priorities.price": "Precio",
  "chat.choice.financingType.cash": "De contado",
  "chat.choice.financingType.finance": "Con financiamiento",
  "chat.choice.financingType.lease": "Arrendamiento (lease)",
  "chat.choice.financingType.unsure": "Todavía no sé",
  "chat.choice.creditRange.excellent": "Excelente (740+)",
  "chat.choice.creditRange.good": "Bueno (700-739)",
  "chat.choice.creditRange.fair": "Regular (640-699)",
  "chat.choice.creditRange.poor": "Bajo (menos de 640)",
  "chat.choice.creditRange.unsure": "No sé",
  "chat.choice.condition.excellent": "Excelente",
  "chat.choice.condition.good": "Buena",
  "chat.choice.condition.fair": "Regular",
  "chat.choice.condition.poor": "Mala",
  "chat.choice.readyToTalk.yes": "Sí, hablemos",
  "chat.choice.readyToTalk.no": "Todavía no",
  "chat.choice.newsletterSignup.yes": "Sí, suscríbame",
  "chat.choice.noThanks": "No, gracias",
  "chat.choice.followUp.yes": "Sí, que me contacten",
  "chat.error.inappropriate":
    "Estoy aquí para ayudarle a encontrar un auto. Por favor, mantengamos una conversación respetuosa y sobre el tema.",
  "chat.error.ended":
    "No puedo continuar esta conversación. Si quiere hablar con alguien sobre la compra de un auto, llámenos al {phone}. Gracias.",
  "chat.error.nameInvalid": "Escriba un nombre válido.",
  "chat.error.nameNoLetters": "Escriba un nombre válido, con letras.",
  "chat.error.nameNotReal": "Escriba su nombre real.",
  "chat.error.zip": "Escriba un código postal válido de 5 dígitos.",
  "chat.error.answerTooLong": "Escriba una respuesta válida.",
  "chat.error.answerEmpty": "Escriba una respuesta.",
  "chat.error.year": "Escriba un año válido entre 1990 y {max}.",
  "chat.error.mileage": "Escriba un millaje válido (0 a 500,000).",
  "chat.error.notGenuine": "Escriba una respuesta real.",
  "chat.error.payoff": "Escriba una cantidad en dólares, u omita la pregunta.",
  "chat.error.priorities": "Elija hasta 3 prioridades.",
  "chat.error.choice": "Elija una de las opciones.",
  "chat.error.notesTooLong": "Use menos de 500 caracteres.",
  "chat.error.followUpTooLong": "Use menos de 300 caracteres.",
  "chat.error.uploadType": "Suba una imagen válida (JPG, PNG, HEIC) o un PDF.",
  "chat.error.uploadSize": "El archivo debe pesar menos de 10 MB.",
  "chat.error.uploadFailed": "No se pudo subir el archivo. Inténtelo de nuevo.",
  "chat.error.uploadUnauthorized": "Todavía estamos guardando sus respuestas. Intente subir el archivo de nuevo en un momento.",
  "chat.error.uploadForbidden": "Este archivo no pertenece a esta conversación. Empiece de nuevo, por favor.",
  "chat.error.uploadQuota": "Ya subió {max} archivos en esta conversación, el máximo que admite.",
  "chat.error.notChecked": "Algo salió mal. Inténtelo de nuevo.",
  "chat.region.san-francisco": "¡San Francisco! Trabajamos con concesionarios en toda la ciudad y la Península.",
  "chat.region.bay-area": "¡El Área de la Bahía! Tenemos una sólida red de concesionarios de San José a Oakland.",
  "chat.region.los-angeles": "¡Los Ángeles! Algunas de nuestras mejores ofertas vienen de la red de concesionarios de LA.",
  "chat.region.california": "Excelente, está en California, justo donde trabajamos.",
  "chat.region.outside": "¡Gracias! Le comento que atendemos autos registrados en California.",
  "chat.canned.new": "¡Los autos nuevos son nuestra especialidad!",
  "chat.canned.cpo": "Con nosotros, un seminuevo certificado tiene una tarifa fija de {fee}.",
  "chat.canned.used":
    "También podemos ayudarle con autos usados, aunque donde más ahorran nuestros clientes es en nuevos y seminuevos certificados.",
  "chat.canned.now": "¡Entonces manos a la obra!",
  "chat.canned.later": "Perfecto, así tenemos tiempo para encontrar la mejor oferta.",
  "chat.canned.fine": "Qué bueno. Haremos que esta vez sea aún más fácil.",
  "chat.canned.hassle": "Está en buenas manos: nosotros nos encargamos de lo difícil.",
  "chat.canned.knows": "Perfecto, vamos a los detalles.",
  "chat.canned.exploring": "Con gusto le ayudo a decidir.",
  "chat.canned.cash": "Quien paga de contado tiene un verdadero poder de negociación.",
  "chat.canned.unsure": "No hay problema, su asesor puede comparar las opciones con usted.",
  "chat.canned.finance": "Nos aseguraremos de que obtenga una tasa competitiva.",
  "chat.canned.tradeIn": "Nos aseguraremos de que le paguen lo mejor posible por su auto actual.",
  "chat.followUp.PRICING":
    "La consulta es gratis. El Servicio completo cuesta {fullService} y el Servicio premium, con entrega en su casa u oficina, " +
    "{whiteGlove}; un seminuevo certificado tiene una tarifa fija de {cpoFee}. Nuestros clientes ahorran {savings} en promedio.",
  "chat.followUp.PROCESS":
    "Encontramos el auto, negociamos el precio, evaluamos su intercambio y coordinamos la entrega o la recogida. Usted aprueba cada " +
    "paso antes de que avancemos.",
  "chat.followUp.TRADEIN": "Conseguimos ofertas reales por su auto actual y aplicamos la mejor a su compra, para que sume a su ahorro.",
  "chat.followUp.INVENTORY":
    "Nuestros asesores buscan en toda la red de concesionarios el modelo, la versión y el color exactos que quiere.",
  "chat.followUp.OTHER": "Esa es una excelente pregunta para uno de nuestros asesores.",
  "chatIntro.meta.title": "Converse con nuestro asistente de compra de autos",
  "chatIntro.meta.description":
    "Responda unas preguntas y nuestro asistente le ayuda a encontrar el auto ideal, con un asesor que negocia el precio por usted.",
  "chatIntro.title": "Su asistente para comprar auto",
  "chatIntro.greeting":
    "¡Hola! Soy el asistente de {brand}. Cuénteme qué busca y le ayudaré a encontrar el auto ideal al mejor precio, con un asesor " +
    "experto que negocia por usted.",
  "chatIntro.chat": "Conversar",
  "chatIntro.note": "Gratis y sin compromiso. Nuestros clientes ahorran {amount} en promedio.",

  // /es/privacy y /es/terms.
  "privacy.meta.title": "Aviso de privacidad",
  "privacy.meta.description":
    "Nuestro aviso de privacidad para California: qué información personal recopilamos, quién la recibe, cuánto tiempo la " +
    "guardamos y cómo ejercer sus derechos según la CCPA.",
  "privacy.title": "Aviso de privacidad",
  "privacy.intro":
    "Este es el aviso de {brand} sobre la información que recopilamos de los residentes de California. Explica qué información " +
    "personal recopilamos cuando usted llena un formulario, se suscribe a nuestro boletín o conversa con nuestro asistente de chat, " +
    "para qué la recopilamos, quién la recibe, cuánto tiempo la guardamos y cómo ejercer sus derechos de privacidad.",
  "privacy.effective": "Fecha de vigencia: <0/>",
  "privacy.collect.title": "Información que recopilamos",
  "privacy.collect.identifiers": "<0>Datos de identificación:</0> su nombre, correo electrónico, número de teléfono y código postal.",
  "privacy.collect.vehicle":
    "<0>Preferencias de vehículo:</0> el tipo, la marca, el modelo y el año que le interesan, su presupuesto y cómo piensa pagar, " +
    "cuándo quiere comprar y los detalles de cualquier intercambio.",
  "privacy.collect.chat":
    "<0>Respuestas del chat y cotizaciones de concesionarios que usted sube:</0> lo que le dice a nuestro asistente de chat y " +
    "cualquier cotización de un concesionario que decida subir.",
  "privacy.collect.consent":
    "<0>Su consentimiento:</0> cuando envía un formulario o le da su número de teléfono al chat, la versión del texto de " +
    "consentimiento que se le mostró y la hora. El texto actual en español dice: “{text}”",
  "privacy.collect.newsletter":
    "<0>Boletín:</0> si se suscribe, la dirección, cuándo se inscribió, cuándo confirmó y, si lo hace, cuándo canceló la suscripción.",
  "privacy.collect.technical":
    "<0>Información técnica y de su visita:</0> la página en la que estaba, las etiquetas de campaña del enlace que siguió, la " +
    "página de la que venía, el agente de usuario de su navegador y un identificador de sesión aleatorio que une sus mensajes del " +
    "chat. Usamos su dirección IP por un momento para limitar los envíos repetidos; no la guardamos con su solicitud.",
  "privacy.collect.sensitive":
    "No pedimos información personal delicada, como su número de Seguro Social, de licencia de conducir o de cuenta bancaria. No la " +
    "incluya en sus respuestas del chat y táchela en cualquier cotización que suba.",
  "privacy.use.title": "Para qué la recopilamos",
  "privacy.use.advice":
    "Para devolverle la llamada y ayudarle con su compra, y para negociar por usted cuando contrata nuestros servicios.",
  "privacy.use.confirmation":
    "Para enviarle por correo electrónico la confirmación de su solicitud, con lo que sigue y cómo comunicarse con nosotros.",
  "privacy.use.newsletterEmailOn":
    "Para enviarle nuestro boletín, solo después de que confirme que lo quiere con un enlace que le enviamos por correo " +
    "electrónico (el enlace es válido durante {days} días). Cada boletín trae un enlace para cancelar la suscripción (su programa " +
    "de correo también puede mostrarle un botón para hacerlo), y puede cancelarla en cualquier momento escribiendo su dirección en " +
    "nuestra <0>página para cancelar la suscripción</0>, que le envía el enlace a esa dirección.",
  "privacy.use.newsletterEmailOff":
    "Para enviarle nuestro boletín, solo después de que confirme que lo quiere con un enlace que le enviamos por correo " +
    "electrónico; por ahora no estamos enviando correos, así que todavía no se puede confirmar ninguna suscripción. Cada boletín " +
    "trae un enlace para cancelar la suscripción (su programa de correo también puede mostrarle un botón para hacerlo), y puede " +
    "cancelarla en cualquier momento escribiendo su dirección en nuestra <0>página para cancelar la suscripción</0>, que le envía " +
    "el enlace a esa dirección.",
  "privacy.use.fraud":
    "Para evitar el fraude y el spam: cuando envía un formulario, comparamos su correo electrónico con una base de datos de spam y " +
    "podemos verificar su número de teléfono con un servicio de validación (más abajo le decimos qué recibe cada uno).",
  "privacy.use.quote":
    "Para leer la cotización de un concesionario que usted suba y revisarla según las reglas de California, para que usted y su " +
    "asesor vean qué vale la pena cuestionar.",
  "privacy.use.site": "Para que el sitio web funcione y sea seguro, y para saber qué páginas y campañas nos traen visitantes.",
  "privacy.services.title": "Quién recibe su información",
  "privacy.services.intro": "Estos servicios trabajan para nosotros y reciben solo lo que se indica aquí:",
  "privacy.services.cloudflare":
    "<0>Cloudflare, nuestro proveedor de alojamiento,</0> hace funcionar este sitio web y guarda la información anterior en su base " +
    "de datos, su almacenamiento de archivos y sus colas de mensajes.",
  "privacy.services.spam":
    "<0>Una base de datos de spam (StopForumSpam)</0> recibe una huella irreversible (un hash MD5) del correo electrónico que usted " +
    "escribe en un formulario, nunca la dirección misma.",
  "privacy.services.phone":
    "<0>Un servicio de validación de teléfonos</0>, cuando lo tenemos activado, recibe el número de teléfono que usted escribe en " +
    "un formulario.",
  "privacy.services.ai":
    "<0>Workers AI, el servicio de inteligencia artificial de Cloudflare,</0> redacta algunas de las respuestas del chat. Para " +
    "redactarlas recibe la respuesta que usted acaba de dar, un breve resumen de su chat (su nombre, el tipo de vehículo, cuándo " +
    "quiere comprar y la marca) y los últimos mensajes del chat. También lee la cotización de un concesionario que usted suba como " +
    "foto o escaneo, para listar sus líneas, así que recibe esa imagen. Una cotización en PDF con texto se lee en nuestros propios " +
    "servidores.",
  "privacy.services.email":
    "<0>Cloudflare Email Service</0> entrega nuestros mensajes, así que recibe su dirección de correo electrónico y el mensaje " + "mismo.",
  "privacy.services.newsletter":
    "<0>Nuestro servicio de envío del boletín</0> recibe las direcciones de los suscriptores que confirmaron, cada una con su propio " +
    "enlace para cancelar la suscripción. Cada lista que le damos reemplaza a la anterior, así que una dirección que cancela la " +
    "suscripción, o cuya solicitud borramos, sale de ella.",
  "privacy.services.notifications":
    "<0>La herramienta de avisos de nuestros asesores</0> recibe el aviso de que llegó una solicitud, con un enlace que solo pueden " +
    "abrir los asesores con sesión iniciada; no recibe su nombre, su correo electrónico ni su número de teléfono.",
  "privacy.services.nhtsa":
    "<0>La base de datos de vehículos del gobierno de EE. UU. (NHTSA)</0> recibe la marca y el año del modelo que usted elige, para " +
    "listar los modelos; nada sobre usted.",
  "privacy.services.photos":
    "<0>Un servicio de fotos de archivo</0> puede proporcionar las fotos de autos de nuestras ofertas recientes. Su navegador las " +
    "carga desde ese servicio, así que, como cualquier sitio web, ve su dirección IP y su navegador.",
  "privacy.sharing.title": "No vendemos ni compartimos",
  "privacy.sharing.noSale":
    "No vendemos su información personal ni la compartimos para publicidad conductual de contexto cruzado. No lo hemos hecho en " +
    "los últimos 12 meses.",
  "privacy.sharing.disclosure":
    "Solo la damos a conocer a los servicios de arriba, que trabajan para nosotros, y, cuando usted aprueba una compra, al " +
    "concesionario que necesita sus datos para preparar su contrato.",
  "privacy.retention.title": "Cuánto tiempo la guardamos",
  "privacy.retention.body":
    "Borramos su solicitud, con sus respuestas del chat, la cotización que subió, nuestras notas y su historial, {months} meses " +
    "después de su última actividad con nosotros: su última solicitud, respuesta del chat o confirmación del boletín. Un proceso " +
    "automático lo hace cada día. Su suscripción al boletín se borra con ella, y termina antes si usted la cancela. Lo que queda " +
    "no contiene ninguno de sus datos: un registro de que se borró una solicitud, cuándo y cómo nos llegó, y nuestros propios " +
    "registros de lo que hicieron nuestros asesores y de los correos que enviamos, por número de solicitud. Si nos pide que " +
    "borremos su información antes, lo hacemos, salvo que la ley nos obligue a guardarla.",
  "privacy.browser.title": "Lo que guarda su navegador",
  "privacy.browser.chat":
    "El chat guarda la conversación en su navegador para que no se pierda si vuelve a cargar la página, durante un máximo de {days} " +
    "días. Cuando el chat termina, se borra de su navegador (de un chat terminado por mensajes inapropiados solo queda el dato de " +
    "que terminó), y “Empezar de nuevo” lo borra todo.",
  "privacy.browser.session":
    "El identificador de sesión aleatorio se queda en el almacenamiento de sesión de su navegador hasta que cierre la pestaña.",
  "privacy.speed.title": "Cómo medimos la velocidad de nuestras páginas",
  "privacy.speed.intro":
    "Para saber qué tan rápido cargan nuestras páginas para los visitantes reales, su navegador mide, en {share}, cuánto tarda la " +
    "página en aparecer y en responderle, y cuánto se mueve su contenido mientras carga. Cuando usted sale de la página, nos envía " +
    "esas mediciones, a Cloudflare, con:",
  "privacy.speed.every": "cada página que visita",
  "privacy.speed.some": "alrededor del {percent}% de las páginas que visita",
  "privacy.speed.page": "el nombre de la página, nunca su dirección ni nada de lo que usted escribió, y su idioma;",
  "privacy.speed.device":
    "si su pantalla es de teléfono, de tableta o de computadora, y el tipo de conexión que informa su navegador (como “4g”);",
  "privacy.speed.element":
    "para el elemento más grande de la pantalla, y para lo que usted tocó o escribió cuando la página tardó más en responder, el " +
    "tipo de ese elemento y los nombres de sus estilos, nunca su texto.",
  "privacy.speed.anonymous":
    "Nada en ellas dice quién es usted: ni una cookie ni un identificador, y su dirección IP, que usamos por un momento para " +
    "limitar los envíos repetidos, no se guarda con ellas.",
  "privacy.speed.optOut": "Si su navegador envía la señal Do Not Track o Global Privacy Control, no mide ni envía nada.",
  "privacy.speed.off": "Por ahora no medimos la velocidad de nuestras páginas en su navegador.",
  "privacy.rights.title": "Sus derechos según la ley de California",
  "privacy.rights.intro": "La Ley de Privacidad del Consumidor de California (CCPA), modificada por la CPRA, le da derecho a:",
  "privacy.rights.know": "<0>Saber y acceder</0> a la información personal que tenemos sobre usted, y obtener una copia.",
  "privacy.rights.delete": "<0>Borrarla.</0>",
  "privacy.rights.correct": "<0>Corregirla</0> si no es exacta.",
  "privacy.rights.optOut":
    "<0>Oponerse</0> a su venta o a que se comparta. No hacemos ninguna de las dos cosas, con nadie, así que no hay nada a lo que " +
    "oponerse, ya sea que su navegador envíe o no una señal de Global Privacy Control.",
  "privacy.rights.nonDiscrimination":
    "<0>No discriminación:</0> ejercer cualquiera de estos derechos no le traerá un trato distinto ni un precio más alto.",
  "privacy.page.title": "Su página privada",
  "privacy.page.body":
    "Cada solicitud que nos hace tiene una página privada donde usted mismo ejerce estos derechos, al momento: ver todo lo que " +
    "tenemos sobre usted y descargarlo como archivo, corregir su nombre, teléfono o correo electrónico (un correo nuevo se " +
    "guarda cuando abre el enlace que le enviamos a él) y borrar todo. También muestra en qué va su solicitud, le permite " +
    "reservar, cambiar o cancelar la llamada (una llamada que reserva se guarda con su solicitud hasta que se hace o la " +
    "cancela) y muestra cada cotización del concesionario que nos envió con cada punto que encontró nuestra revisión.",
  "privacy.page.linkEmailOn":
    "Su enlace está en el correo que confirma su solicitud y en el último mensaje del chat, y es válido durante {days} días; " +
    "el agradecimiento después de un formulario enlaza solo a esa solicitud. <0>¿Perdió el enlace?</0> Se lo enviamos de " +
    "nuevo a su dirección. Cualquiera que tenga el enlace puede abrir la página, así que no lo comparta.",
  "privacy.page.linkEmailOff":
    "Su enlace está en el último mensaje del chat y es válido durante {days} días; el agradecimiento después de un formulario " +
    "enlaza solo a esa solicitud. Cualquiera que tenga el enlace puede abrir la página, así que no lo comparta.",
  "privacy.page.deletion":
    "Cuando borra todo, nuestros asesores solo guardan constancia de que hubo un borrado (cuándo, cuándo se hizo la solicitud, " +
    "por qué vía llegó y si tenía cotización), sin nada que le identifique.",
  "privacy.requests.title": "Cómo hacer una solicitud",
  "privacy.requests.bodyEmailOn":
    "Llámenos al <0/> ({hours}), o responda a cualquier correo nuestro. Verificamos su solicitud comparando el correo electrónico o " +
    "el número de teléfono que nos dio, y respondemos en un plazo de 45 días. Un representante autorizado puede hacer una solicitud " +
    "por usted con su permiso por escrito.",
  "privacy.requests.bodyEmailOff":
    "Llámenos al <0/> ({hours}). Verificamos su solicitud comparando el correo electrónico o el número de teléfono que nos dio, y " +
    "respondemos en un plazo de 45 días. Un representante autorizado puede hacer una solicitud por usted con su permiso por escrito.",
  "privacy.changes.title": "Cambios a este aviso",
  "privacy.changes.body": "Cuando cambiamos este aviso, publicamos aquí la nueva versión con una nueva fecha de vigencia.",
  "terms.meta.title": "Términos del servicio",
  "terms.meta.description":
    "Los términos de nuestro servicio de asesoría para comprar auto: lo que hacemos, lo que usted paga, nuestra garantía de " +
    "reembolso y sus derechos según la ley de California.",
  "terms.title": "Términos del servicio",
  "terms.intro":
    "Estos términos se aplican cuando usa este sitio web o nuestro servicio de asesoría para comprar auto. Al pedir una consulta o " +
    "contratarnos, usted los acepta. Léalos, por favor; son breves.",
  "terms.effective": "Fecha de vigencia: <0/>",
  "terms.service.title": "1. Lo que hacemos",
  "terms.service.what":
    "{brand} asesora y negocia en nombre de compradores que van a registrar su vehículo en California. Le ayudamos a elegir un " +
    "vehículo, evaluamos su intercambio, buscamos en nuestra red de concesionarios, negociamos el precio y coordinamos la entrega " +
    "o la recogida.",
  "terms.service.approval":
    "Usted aprueba todo antes de que sigamos adelante. Nunca aceptamos en su nombre un vehículo, un precio, una oferta por su " +
    "intercambio ni un préstamo sin su aprobación expresa.",
  "terms.dealer.title": "2. Usted le compra al concesionario",
  "terms.dealer.contract":
    "No somos los vendedores del vehículo ni prestamos dinero. El contrato de compra o de arrendamiento (lease), su precio, los " +
    "impuestos, los cargos de registro, la garantía y el financiamiento son entre usted y el concesionario (y su prestamista), y " +
    "usted los firma directamente. Lea el contrato antes de firmar; con gusto lo revisamos con usted.",
  "terms.dealer.prices":
    "La disponibilidad de los vehículos, los precios y los incentivos los fijan los concesionarios y los fabricantes, y pueden " +
    "cambiar hasta que se firme el contrato. Los ahorros que publicamos son promedios de resultados anteriores, no la promesa de un " +
    "precio en particular.",
  "terms.fees.title": "3. Honorarios",
  "terms.fees.consultation": "La consulta es gratis y sin compromiso.",
  "terms.fees.fullService": "Servicio completo: {price}.",
  "terms.fees.whiteGlove": "Servicio premium, con entrega en su casa u oficina: {price}.",
  "terms.fees.cpo": "Compras de seminuevos certificados: una tarifa fija de {price}.",
  "terms.fees.confirmed":
    "Le confirmamos el servicio y sus honorarios antes de empezar cualquier trabajo pagado. Nuestros honorarios no incluyen el " +
    "precio del vehículo ni nada de lo que cobren el concesionario, su prestamista o el estado de California.",
  "terms.guarantee.title": "4. Garantía de reembolso",
  "terms.guarantee.body":
    "Si no queda 100% conforme con nuestro servicio, díganoslo y le reembolsaremos el total de nuestros honorarios. La garantía " +
    "cubre nuestros honorarios; no cubre lo pagado a un concesionario, a un prestamista ni al estado.",
  "terms.part.title": "5. Lo que le toca a usted",
  "terms.part.body":
    "Denos datos de contacto correctos y díganos con sinceridad lo que quiere y lo que puede gastar, incluido el estado de cualquier " +
    "intercambio. Use el sitio web conforme a la ley y no envíe datos de otra persona ni solicitudes automatizadas.",
  "terms.liability.title": "6. Nuestra responsabilidad",
  "terms.liability.body":
    "Hacemos nuestro trabajo con cuidado y con conocimiento. No somos responsables de los productos, las garantías ni el " +
    "cumplimiento de los contratos de un concesionario o de un fabricante. En la medida en que la ley lo permita, nuestra " +
    "responsabilidad total por un reclamo sobre nuestro servicio se limita a los honorarios que nos pagó. Nada en estos términos " +
    "limita los derechos que usted tiene según la ley de California y a los que no se puede renunciar.",
  "terms.privacy.title": "7. Privacidad",
  "terms.privacy.body": "Cómo recopilamos y usamos su información se explica en nuestro <0>Aviso de privacidad</0>.",
  "terms.law.title": "8. Ley de California",
  "terms.law.body":
    "Estos términos se rigen por las leyes del estado de California. Si algo sale mal, llámenos primero, por favor: la mayoría de " +
    "los problemas se resuelven en una conversación.",
  "terms.changes.title": "9. Cambios a estos términos",
  "terms.changes.body":
    "Podemos actualizar estos términos. La versión vigente siempre está en esta página con su fecha de vigencia; los cambios no " +
    "afectan un servicio que ya nos haya contratado.",
  "terms.contact.title": "10. Contacto",
  "terms.contact.body": "Llame al <0/> ({hours}), o responda a cualquier correo nuestro.",

  // Los correos a los visitantes.
  "email.greeting": "Hola:",
  "email.privacy": "Cómo tratamos su información: {url}",
  "email.lead.subject": "Recibimos su solicitud - {brand}",
  "email.lead.thanks": "Gracias por confiar en {brand} para la compra de su auto. Ya recibimos su solicitud.",
  "email.lead.nextCall": "Un asesor le llamará al número que nos dio (el que termina en {lastFour}) para hablar del auto que quiere.",
  "email.lead.nextContact": "Un asesor se comunicará con usted para hablar del auto que quiere.",
  "email.lead.next": "Lo que sigue: {next} Usted aprueba todo antes de que sigamos adelante.",
  "email.lead.hours": "Nuestro horario de atención: {hours}.",
  "email.lead.call": "También puede llamarnos al {phone}.",
  "email.lead.why":
    "Recibe este correo porque alguien pidió una consulta en {origin} con esta dirección. Si no fue usted, llámenos y borraremos " +
    "la solicitud.",
  "email.newsletter.subject": "Confirme su suscripción al boletín de {brand}",
  "email.newsletter.ask":
    "Recibimos una solicitud para enviar el boletín de {brand} a esta dirección. Si fue usted, confírmelo con este enlace:",
  "email.newsletter.expiry":
    "El enlace es válido durante {days} días. Mientras no confirme, no le enviaremos ningún boletín. Si no lo pidió, puede ignorar " +
    "este correo.",
  "email.newsletter.unsubscribe": "Si no lo quiere, ahora o más adelante, puede cancelar la suscripción aquí: {url}",
  "email.unsubscribe.subject": "Cancele su suscripción al boletín de {brand}",
  "email.unsubscribe.ask":
    "Recibimos una solicitud para dar de baja esta dirección del boletín de {brand}. Para cancelar la suscripción, abra este " +
    "enlace y oprima el botón:",
  "email.unsubscribe.ignore": "Si no fue usted, puede ignorar este correo: su suscripción sigue igual.",
  "email.lead.page":
    "Su página privada: vea en qué va su solicitud, reserve su llamada, lea la revisión de sus cotizaciones y vea, corrija o " +
    "borre sus datos.",
  "email.page.private": "El enlace es válido durante {days} días. Cualquiera que lo tenga puede abrir la página, así que no lo comparta.",
  "email.buyerLink.subject": "Su página privada en {brand}",
  "email.buyerLink.ask":
    "Recibimos una solicitud para enviar a esta dirección los enlaces de las páginas privadas de las solicitudes hechas con " +
    "ella en {brand}. {count, plural, one {Aquí está la que tenemos:} other {Aquí están las # que tenemos:}}",
  "email.emailChange.subject": "Confirme su nuevo correo electrónico - {brand}",
  "email.emailChange.ask":
    "Recibimos una solicitud para que {brand} escriba a esta dirección sobre una solicitud de compra de auto. Para confirmarlo, " +
    "abra este enlace y presione su botón:",
  "email.emailChange.expiry":
    "El enlace es válido durante {days} días. Mientras no confirme, seguiremos escribiendo a la dirección anterior.",

  // Las páginas a las que llevan los correos.
  "notice.confirm.ready.title": "Confirme su suscripción",
  "notice.confirm.ready.text": "Oprima el botón para empezar a recibir nuestro boletín en la dirección a la que se envió este enlace.",
  "notice.confirm.confirmed.title": "Suscripción confirmada",
  "notice.confirm.confirmed.text": "Gracias por confirmar. Cada boletín trae un enlace para cancelar la suscripción.",
  "notice.confirm.already.title": "Esta suscripción ya estaba confirmada",
  "notice.confirm.already.text": "Esta dirección ya está suscrita. Cada boletín trae un enlace para cancelar la suscripción.",
  "notice.confirm.cancelled.title": "Esta suscripción se canceló",
  "notice.confirm.cancelled.text":
    "La dirección canceló su suscripción, así que no hay nada que confirmar. Para recibir el boletín, suscríbase de nuevo al pie " +
    "de cualquier página.",
  "notice.confirm.expired.title": "Este enlace ya venció",
  "notice.confirm.expired.text":
    "Los enlaces de confirmación funcionan durante {days} días. Suscríbase de nuevo al pie de cualquier página y le enviaremos uno " +
    "nuevo por correo.",
  "notice.confirm.invalid.title": "Este enlace no funciona",
  "notice.confirm.invalid.text":
    "Puede que esté incompleto. Copie el enlace completo del correo, o suscríbase de nuevo al pie de cualquier página.",
  "notice.confirm.button": "Confirmar mi suscripción",
  "notice.unsubscribe.addressDone.title": "Revise su correo",
  "notice.unsubscribe.addressDone.text":
    "Si esa dirección recibe nuestro boletín, le enviamos un enlace para cancelar la suscripción (como máximo un correo así al " +
    "día). Abra el enlace y oprima el botón: hasta entonces no cambia nada.",
  "notice.unsubscribe.byAddress.title": "Cancele su suscripción al boletín",
  "notice.unsubscribe.byAddress.text":
    "Escriba su correo electrónico y le enviaremos a esa dirección un enlace para cancelar la suscripción.",
  "notice.unsubscribe.ready.title": "Cancele su suscripción al boletín",
  "notice.unsubscribe.ready.text": "Oprima el botón y no enviaremos más boletines a la dirección a la que se envió este enlace.",
  "notice.unsubscribe.unsubscribed.title": "Su suscripción está cancelada",
  "notice.unsubscribe.unsubscribed.text": "No enviaremos más boletines a esta dirección.",
  "notice.unsubscribe.unmatched.title": "No queda nada que cancelar",
  "notice.unsubscribe.unmatched.text":
    "Este enlace ya no corresponde a ninguna dirección que tengamos, así que no hay nada que cancelar. Si todavía recibe nuestro " +
    "boletín, escriba la dirección y le enviaremos un enlace para cancelar la suscripción.",
  "notice.unsubscribe.invalid.title": "Este enlace no funciona",
  "notice.unsubscribe.invalid.text":
    "Escriba su correo electrónico y le enviaremos a esa dirección un enlace para cancelar la suscripción.",
  "notice.unsubscribe.button": "Cancelar la suscripción",
  "notice.unsubscribe.emailLabel": "Correo electrónico",
  "notice.unsubscribe.addressButton": "Envíenme el enlace",

  // /es/about y /es/blog.
  "about.meta.title": "Quiénes somos",
  "about.meta.description":
    "Asesores de compra de autos para vehículos registrados en California desde hace {years} años: consulta gratis, negociación " +
    "experta y el reembolso total de nuestros honorarios si no queda 100% conforme.",
  "about.title": "Acerca de {brand}",
  "about.intro":
    "Somos asesores de compra de autos para quienes van a registrar su auto en California. Desde hace {years} años encontramos el " +
    "auto indicado, negociamos el precio y nos ocupamos de los detalles, para que nuestros clientes no pierdan el día en el " +
    "concesionario y se queden con el ahorro.",
  "about.who.title": "Quiénes somos",
  "about.who.body":
    "Nuestros asesores conocen los concesionarios, los precios y los trámites de California. Los autos nuevos son nuestra " +
    "especialidad, y es donde más ahorran nuestros clientes. También ayudamos con autos usados, como servicio secundario.",
  "about.figure.customers": "clientes satisfechos",
  "about.figure.customerSavings": "ahorrados por nuestros clientes",
  "about.figure.averageSavings": "de ahorro promedio por auto",
  "about.figure.satisfaction": "de satisfacción",
  "about.who.hours":
    "Nuestros clientes además se ahorran {hours} horas en promedio: las llamadas, las visitas y el regateo nos tocan a nosotros.",
  "about.how.title": "Cómo funciona el servicio",
  "about.how.consultation":
    "<0>Una consulta gratis.</0> Cuéntele a un asesor qué quiere manejar, su presupuesto y cuándo quiere comprar. No le cuesta " +
    "nada y no tiene ningún compromiso.",
  "about.how.tradeIn": "<0>Evaluación de su intercambio.</0> Conseguimos ofertas reales por su auto actual para que sume a su ahorro.",
  "about.how.negotiate":
    "<0>Lo encontramos y negociamos.</0> Buscamos en nuestra red de concesionarios y negociamos el precio por usted. Usted aprueba " +
    "todo antes de que sigamos adelante.",
  "about.how.driveAway":
    "<0>Estrene su auto.</0> Usted firma con el concesionario y nosotros coordinamos la entrega o la recogida en una hora.",
  "about.pricing.title": "Cuánto cuesta",
  "about.pricing.consultation": "<0>Consulta:</0> gratis.",
  "about.pricing.fullService":
    "<0>Servicio completo:</0> {price}. Encontramos el auto, negociamos el precio, evaluamos su intercambio y revisamos el contrato.",
  "about.pricing.whiteGlove": "<0>Servicio premium:</0> {price}. Todo lo del Servicio completo, más la entrega en su casa u oficina.",
  "about.guarantee.title": "Nuestra garantía",
  "about.guarantee.body":
    "Si no queda 100% conforme con nuestro servicio, le reembolsamos el total de nuestros honorarios. Y como usted aprueba cada " +
    "paso antes de que sigamos adelante, siempre sabe lo que estamos haciendo por usted y por qué.",
  "about.cta.title": "Hable con un asesor",
  "about.cta.body": "Pida su consulta gratis y un asesor le llamará en 1 o 2 horas, en horario de atención.",
  "about.cta.button": "Quiero mi consulta gratis",
  "about.cta.call": "¿Prefiere llamar? <0/>",
  "blog.meta.title": "Guías para comprar auto",
  "blog.meta.description":
    "Seis guías confiables para quienes compran auto en California: registro, precios de los concesionarios, llamados a revisión " +
    "de seguridad, valor de su intercambio, rendimiento de combustible e incentivos para autos eléctricos.",
  "blog.title": "Guías para comprar auto",
  "blog.intro":
    "Nuestros asesores recomiendan estas páginas a sus clientes una y otra vez. Cada una viene de la agencia oficial o del sitio " +
    "de referencia en su tema, para que tenga los datos de primera mano antes de hablar con un concesionario. Las páginas están en " +
    "inglés.",
  "blog.list": "Lecturas recomendadas",
  "articles.registration.title": "Cómo registrar su auto en California",
  "articles.registration.description":
    "La guía del propio DMV de California para registrar un vehículo nuevo o usado, renovar el registro, y los cargos y las " +
    "inspecciones de smog que pueden corresponder.",
  "articles.newCar.title": "Lo que debe saber antes de comprar un auto nuevo",
  "articles.newCar.description":
    "La Comisión Federal de Comercio (FTC) explica los precios de los concesionarios, los extras, las ofertas de financiamiento y " +
    "los intercambios, para que el contrato no le dé sorpresas.",
  "articles.recalls.title": "Revise si un auto tiene llamados a revisión de seguridad pendientes",
  "articles.recalls.description":
    "Escriba un VIN en el sitio de la NHTSA para ver los llamados a revisión sin reparar antes de firmar. Las reparaciones por " +
    "llamados a revisión son gratis en un concesionario autorizado de la marca.",
  "articles.tradeIn.title": "Averigüe cuánto vale su intercambio",
  "articles.tradeIn.description":
    "La herramienta de Kelley Blue Book le da un rango de valor de intercambio y de venta entre particulares para su auto actual, " +
    "una referencia útil antes de cualquier oferta.",
  "articles.fuelEconomy.title": "Compare el rendimiento de combustible y los costos de uso",
  "articles.fuelEconomy.description":
    "El sitio oficial del gobierno de EE. UU. con las millas por galón, el costo anual de combustible y las calificaciones de " +
    "emisiones, modelo por modelo, incluidos los híbridos y los eléctricos.",
  "articles.evIncentives.title": "Incentivos para vehículos eléctricos en California",
  "articles.evIncentives.description":
    "El sitio DriveClean de la Junta de Recursos del Aire de California (CARB) lista los reembolsos estatales, locales y de las " +
    "compañías de electricidad a los que puede tener derecho según su código postal.",

  // Las ofertas recientes de /es/landing/V2.
  "deals.heading": "Ofertas recientes",
  "deals.intro": "Precios reales que nuestros asesores negociaron para compradores de California.",
  "deals.headingLoaded": "{count} ofertas y {total} ahorrados en los últimos 90 días",
  "deals.loading": "Cargando las ofertas recientes...",
  "deals.failed": "No se pudieron cargar las ofertas recientes",
  "deals.maxShown": "Se muestran 24 ofertas como máximo. Pregúntele a un asesor por otras ofertas disponibles.",
  "deals.loadMore": "Cargar más",
  "deals.savings": "{amount} <0>por debajo del MSRP</0>",
  "deals.negotiated": "Negociado el <0/>",
  "deals.cta": "Quiero una oferta así<0> en un {name}</0>",
  "deals.vehicle": "{make} {model} {year}",
  "deals.spec.transmission": "Transmisión",
  "deals.spec.drivetrain": "Tracción",
  "deals.spec.fuel": "Combustible",
  "deals.spec.engine": "Motor",
  "deals.spec.bodyStyle": "Carrocería",

  // El resumen de la revisión de la cotización para el comprador, en el chat.
  "quote.summary.note": "Esto es información, no asesoría legal.",
  "quote.summary.notAQuote":
    "Ese archivo no parece una cotización de un concesionario, así que no lo revisamos. Su asesor le echará un vistazo.",
  "quote.summary.unreadable": "No pudimos leer su cotización automáticamente, así que su asesor la leerá y la revisará con usted.",
  "quote.summary.unreadableBecause":
    "No pudimos leer su cotización automáticamente ({reason}), así que su asesor la leerá y la revisará con usted.",
  "quote.summary.nothingStoodOut":
    "Nada en ella llamó la atención frente a las reglas de California; de todos modos, su asesor la revisará con usted.",
  "quote.summary.read": "Leímos {count, plural, one {{count} línea} other {{count} líneas}} de su cotización.",
  "quote.summary.goOver": "Su asesor revisará {count, plural, one {{count} punto} other {{count} puntos}} con usted: {items}.",
  "quote.summary.worthQuestioning": "Monto que vale la pena cuestionar: {amount}.",
  "quote.item.docFeeCap": "un cargo por documentación que supera en {amount} el límite de California",
  "quote.item.tireFee": "un cargo por llantas que no corresponde al cargo de California por llanta",
  "quote.item.dealerChargeAsGovernmentFee": "un cargo del concesionario de {amount} presentado como cargo del gobierno",
  "quote.item.noBenefitAddOn": "un producto adicional de {amount} que no le da ningún beneficio",
  "quote.item.addOnNotOptional": "un producto adicional de {amount} que no está marcado como opcional",
  "quote.item.dealerAddedFee": "un cargo de {amount} que agrega el concesionario",
  "quote.item.totalsAddUp": "un total que difiere en {amount} de la suma de sus líneas",
  "quote.item.salesTax": "un impuesto sobre las ventas que no corresponde a las tasas de California",
  "quote.item.other": "un punto de la cotización",
  "quote.followUp.found": "Su cotización tiene {item}.",
  "quote.followUp.flag": "{finding} Fuente: {source} ({url}). Su asesor lo revisará con usted.",
  "quote.reminder.usedCarReturn":
    "Un auto usado se puede devolver dentro de {days} días si no se ha manejado más de {miles} millas; el concesionario puede " +
    "descontar un cargo por reposición.",
  "quote.reason.blurred": "la foto está demasiado borrosa para leerla",
  "quote.reason.cutOff": "parte de la cotización quedó cortada en la foto",
  "quote.reason.tooDark": "la foto está demasiado oscura para leerla",
  "quote.reason.unclear": "no se pudo leer la foto",
  "quote.reason.heic": "todavía no podemos leer fotos HEIC automáticamente",
  "quote.reason.noPageImage": "el PDF no tiene texto ni imagen de página para leer",
  "quote.reason.tooLarge": "el PDF es demasiado grande o complejo para leerlo automáticamente",
  "quote.reason.protected": "el PDF está cifrado, así que no se puede leer automáticamente",
  "quote.reason.damaged": "no se pudo abrir el PDF",
  // La frase de cada alerta en la página del comprador (las frases propias de las alertas están en inglés, para el asesor).
  "quote.explain.docFeeCap": "California pone un límite al cargo por documentación del concesionario; este lo supera en {amount}.",
  "quote.explain.tireFee": "El cargo de California por llantas se fija por cada llanta nueva; este cargo no corresponde.",
  "quote.explain.dealerChargeAsGovernmentFee":
    "Un cargo propio del concesionario ({amount}) aparece entre los cargos del gobierno; el estado no lo recibe.",
  "quote.explain.noBenefitAddOn": "California prohíbe vender un producto adicional que no le da ningún beneficio; este cuesta {amount}.",
  "quote.explain.addOnNotOptional":
    "California exige que el concesionario diga por escrito que los productos adicionales son opcionales; este ({amount}) no " +
    "está marcado así.",
  "quote.explain.dealerAddedFee": "Un cargo que agrega el concesionario y cuyo precio fija él mismo ({amount}): se puede negociar.",
  "quote.explain.totalsAddUp": "El total de la cotización difiere en {amount} de la suma de sus líneas.",
  "quote.explain.salesTax": "El impuesto sobre las ventas no corresponde a las tasas de California; hay {amount} en juego.",
  "quote.explain.other": "Un punto que vale la pena preguntar al concesionario: {amount}.",
  "quote.explain.reminderName": "Un derecho que conviene conocer",

  // La página privada del comprador (/es/mi, docs/decisions/052).
  "buyer.meta.description":
    "Su página privada para su solicitud: en qué va, la llamada que reserva, la revisión de sus cotizaciones del concesionario " +
    "y sus datos, que puede ver, corregir o borrar.",
  "buyer.page.title": "Su página privada",
  "buyer.page.titleName": "Su página privada, {name}",
  "buyer.page.private": "Solo quien tenga el enlace de esta página puede abrirla, así que no lo comparta.",
  "buyer.page.sections": "En esta página",
  "buyer.page.otherLanguage": "English",
  "buyer.status.title": "En qué va su solicitud",
  "buyer.status.received": "Recibida el {date}",
  "buyer.status.advisor": "Con un asesor: {name}",
  "buyer.status.noAdvisor": "Todavía sin asesor asignado",
  "buyer.status.booked": "Llamada reservada para el {time}",
  "buyer.status.bookedAsap": "Llamada reservada para cuando haya un asesor libre, a partir del {time}",
  "buyer.status.callback": "Llamada prevista por su asesor para el {time}",
  "buyer.status.notBooked": "Todavía no hay llamada reservada",
  "buyer.status.called": "Le llamamos el {date}",
  "buyer.status.notCalled": "Todavía no le hemos llamado",
  "buyer.status.closed": "Esta solicitud está cerrada. Para pedirnos ayuda de nuevo, llámenos o envíenos una nueva solicitud.",
  "buyer.status.stepDone": "Hecho: ",
  "buyer.status.stepAhead": "Pendiente: ",
  "buyer.status.pacific": "Las horas son del Pacífico.",
  "buyer.car": "{make} {model} {year}",
  "buyer.asked.title": "Lo que pidió",
  "buyer.asked.car": "Auto",
  "buyer.asked.vehicleType": "Nuevo o usado",
  "buyer.asked.budget": "Presupuesto",
  "buyer.asked.budgetMonthly": "{amount} al mes",
  "buyer.asked.budgetTotal": "{amount} en total",
  "buyer.asked.timeline": "Cuándo",
  "buyer.asked.tradeIn": "Intercambio",
  "buyer.asked.tradeInYes": "Sí",
  "buyer.asked.tradeInNo": "Sin intercambio",
  "buyer.asked.notSaid": "No lo indicó",
  "buyer.requests.title": "Sus solicitudes",
  "buyer.requests.item": "El {date}, por {way}",
  "buyer.requests.form": "el formulario de nuestro sitio",
  "buyer.requests.chat": "el chat",
  "buyer.requests.newsletter": "la suscripción al boletín",
  "buyer.call.title": "Reserve su llamada",
  "buyer.call.legend": "¿Cuándo quiere que le llame un asesor?",
  "buyer.call.moveLegend": "Cambie su llamada a otra hora",
  "buyer.call.hint":
    "Hora del Pacífico, dentro del horario de nuestros asesores. No se puede elegir una hora que ya reservaron otros compradores.",
  "buyer.call.asap": "Lo antes posible",
  "buyer.call.full": " (ocupada)",
  "buyer.call.book": "Reservar esta llamada",
  "buyer.call.move": "Cambiar mi llamada",
  "buyer.call.booked": "Su llamada está reservada: un asesor le llamará el {time}",
  "buyer.call.bookedAsap": "Pidió una llamada lo antes posible: un asesor le llamará a partir del {time}",
  "buyer.call.calendar": "Agregar a mi calendario (.ics)",
  "buyer.call.cancel": "Cancelar esta llamada",
  "buyer.call.closed": "Esta solicitud está cerrada, así que no hay llamada que reservar. Llámenos al <0/> si quiere hablar con nosotros.",
  "buyer.call.noPhone": "No tenemos un teléfono para llamarle. <0>Agréguelo a sus datos</0> y podrá reservar su llamada.",
  "buyer.quotes.title": "Sus cotizaciones",
  "buyer.quotes.none": "Todavía no hay cotización del concesionario. Súbala aquí abajo y la revisaremos según la ley de California.",
  "buyer.quotes.readingHint": "Todavía estamos leyendo una cotización; suele tardar unos segundos.",
  "buyer.quotes.refresh": "Volver a ver",
  "buyer.quote.title": "Cotización {number}, subida el {date}",
  "buyer.quote.titleDealer": "Cotización {number}: {dealer}",
  "buyer.quote.uploaded": "Subida el {date}",
  "buyer.quote.reading": "La estamos leyendo…",
  "buyer.quote.vehicle": "Auto",
  "buyer.quote.date": "Fecha de la cotización",
  "buyer.quote.linesCaption": "Cada línea de la cotización, tal como la leímos",
  "buyer.quote.line": "Línea",
  "buyer.quote.amount": "Monto",
  "buyer.quote.flaggedMark": "(con alerta)",
  "buyer.flags.title": "Lo que encontró la revisión",
  "buyer.flags.none": "Nada de esta cotización llamó la atención según las reglas de California.",
  "buyer.flags.worth": "Monto que vale la pena cuestionar con el concesionario: {amount}. Es una pregunta que hacer, no un ahorro.",
  "buyer.flags.question": "Para preguntar al concesionario",
  "buyer.flags.reminder": "Conviene saberlo",
  "buyer.flags.line": "En la línea: {line}",
  "buyer.flags.atStake": "En juego: {amount}",
  "buyer.flags.source": "Fuente:",
  "buyer.flags.note": "Esto es información, no asesoría legal. Su asesor la revisará con usted.",
  "buyer.upload.title": "Agregar una cotización",
  "buyer.upload.label": "Una cotización del concesionario (PDF o foto)",
  "buyer.upload.hint": "JPG, PNG, HEIC o PDF, de hasta 10 MB. Puede agregar {left} más (hasta {max} cotizaciones en total).",
  "buyer.upload.button": "Subir y revisar",
  "buyer.upload.full": "Ya subió {max} cotizaciones, el máximo que aceptamos. Su asesor puede agregar más por usted.",
  "buyer.compare.title": "Compare ofertas",
  "buyer.compare.needTwo": "Suba una segunda cotización: cuando las dos estén leídas, aquí se comparan línea por línea.",
  "buyer.compare.needTwoFull": "Las ofertas se comparan aquí cuando hay dos cotizaciones leídas.",
  "buyer.compare.intro": "Cada línea frente a {base}, la oferta con el menor precio final.",
  "buyer.compare.caption": "Las ofertas lado a lado, cada una frente a {base}",
  "buyer.compare.line": "Línea",
  "buyer.compare.base": "menor precio final",
  "buyer.compare.vehicle": "Auto",
  "buyer.compare.notSaid": "No figura en la cotización",
  "buyer.compare.none": "No figura",
  "buyer.compare.difference": "{amount} frente a la menor",
  "buyer.compare.flaggedCell": "Vale la pena cuestionar: {amount}",
  "buyer.compare.outTheDoor": "Precio final (la suma de sus líneas)",
  "buyer.compare.printed": "Total impreso en la cotización",
  "buyer.compare.notPrinted": "Sin total impreso",
  "buyer.compare.flagged": "Vale la pena cuestionar (no es un ahorro)",
  "buyer.compare.otherCars": "Estas cotizaciones no son todas del mismo auto: compárelas teniéndolo en cuenta.",
  "buyer.compare.note":
    "El intercambio, el saldo pendiente y el pago inicial quedan fuera: sirven para pagar el auto y no cambian su precio. Un " +
    "monto que vale la pena cuestionar es una pregunta para el concesionario, no un ahorro: ningún total ni diferencia lo cuenta aquí.",
  "buyer.data.title": "Sus datos",
  "buyer.data.intro":
    "La ley de California le da derecho a conocer, corregir y borrar la información personal que tenemos sobre usted. Aquí " +
    "puede hacer las tres cosas.",
  "buyer.data.chatOnly":
    "Esta página, abierta desde el chat, tiene lo que usted le dijo al chat. Si nos hizo otras solicitudes con el mismo correo " +
    "electrónico, el enlace que enviamos a esa dirección también las abre.",
  "buyer.data.downloadTitle": "Vea o descargue todo lo que tenemos",
  "buyer.data.readable": "Ver todo lo que tenemos sobre usted",
  "buyer.data.json": "Descargar todo (JSON)",
  "buyer.details.title": "Corrija sus datos",
  "buyer.details.firstName": "Nombre",
  "buyer.details.lastName": "Apellido",
  "buyer.details.phone": "Teléfono",
  "buyer.details.email": "Correo electrónico",
  "buyer.details.emailHint": "Una dirección nueva se guarda cuando abre el enlace que le enviamos a ella.",
  "buyer.details.pending":
    "Enviamos un enlace a {email}: ábralo para que sea su dirección. Mientras tanto seguimos escribiendo a la que teníamos.",
  "buyer.details.save": "Guardar mis datos",
  "buyer.details.fix": "Corrija los campos marcados, por favor.",
  "buyer.delete.title": "Borrar todo",
  "buyer.delete.text":
    "Esto borra sus solicitudes, sus datos, sus cotizaciones y sus revisiones, sus llamadas y cada nota sobre usted, de una vez " +
    "y para siempre. Nuestros asesores solo guardan constancia de que hubo un borrado, sin nada sobre usted.",
  "buyer.delete.confirm": "Entiendo que se borrará todo y que no se podrá recuperar.",
  "buyer.delete.button": "Borrar todo",
  "buyer.done.booked": "Su llamada está reservada para el {time}",
  "buyer.done.cancelled":
    "Cancelamos su reserva. Su solicitud sigue en pie: un asesor le llamará de todos modos, y puede reservar otra hora.",
  "buyer.done.saved": "Guardamos sus datos.",
  "buyer.done.emailSent":
    "Le estamos enviando un enlace a {email}. Ábralo para que sea su dirección; mientras tanto seguimos con la que teníamos. " +
    "Cada dirección recibe un correo así al día.",
  "buyer.done.emailConfirmed": "Guardamos su nuevo correo electrónico. El enlace de esta página cambió con él: conserve este.",
  "buyer.done.uploaded": "Su cotización se subió y la estamos leyendo. Su revisión aparecerá abajo en unos segundos.",
  "buyer.problem.slotFull": "Otros compradores acaban de reservar esa hora. Elija otra, por favor.",
  "buyer.problem.slotGone": "Esa hora ya no está disponible. Elija otra, por favor.",
  "buyer.problem.slotMissing": "Elija una hora, o lo antes posible.",
  "buyer.problem.callClosed": "Esta solicitud está cerrada, así que no se puede reservar una llamada.",
  "buyer.problem.noPhone": "Primero agregue un teléfono a sus datos: lo necesitamos para llamarle.",
  "buyer.problem.confirmDelete": "Marque la casilla para confirmar que quiere borrar todo.",
  "buyer.problem.emailNeeded": "Puede cambiar su correo electrónico, pero no quitarlo: el enlace de su página depende de él.",
  "buyer.problem.nothingChanged": "No cambió nada: sus datos siguen igual.",
  "buyer.problem.uploadType": "Suba una imagen válida (JPG, PNG o HEIC) o un PDF.",
  "buyer.problem.uploadSize": "El archivo debe pesar menos de 10 MB.",
  "buyer.problem.uploadQuota": "Ya subió {max} cotizaciones, el máximo que aceptamos.",
  "buyer.problem.uploadFailed": "No se pudo subir el archivo. Inténtelo de nuevo.",
  "buyer.home.title": "Su página privada",
  "buyer.home.intro":
    "Cada solicitud que nos hace tiene una página privada: en qué va, la llamada que reserva, la revisión de sus cotizaciones y " +
    "sus datos. Su enlace está en el correo que le enviamos.",
  "buyer.lost.intro": "¿Perdió el enlace? Escriba su correo electrónico y se lo enviaremos de nuevo.",
  "buyer.lost.label": "Su correo electrónico",
  "buyer.lost.button": "Enviarme mi enlace",
  "buyer.lost.sent":
    "Si tenemos una solicitud con esa dirección, le enviamos su enlace por correo. Puede tardar unos minutos; cada dirección " +
    "recibe un correo así al día.",
  "buyer.lost.noEmail": "Por ahora no podemos enviar enlaces por correo. Llámenos al <0/> y un asesor le ayudará.",
  "buyer.none.title": "Este enlace no funciona",
  "buyer.none.invalid": "Puede que se haya escrito mal o que lo haya reemplazado uno más nuevo, o que lo que abría se haya borrado.",
  "buyer.none.expired": "Venció: el enlace de una página privada es válido durante {days} días.",
  "buyer.deleted.title": "Borramos todo",
  "buyer.deleted.done": "Borramos todo lo que tenía su página.",
  "buyer.deleted.text":
    "Sus solicitudes, datos, cotizaciones, llamadas y notas ya no están, y los enlaces a su página dejaron de funcionar. Solo " +
    "guardamos constancia de que hubo un borrado, sin nada sobre usted.",
  "buyer.receipt.title": "Recibimos su solicitud",
  "buyer.receipt.received": "Recibida el {date}. Un asesor le llamará.",
  "buyer.receipt.name": "Nombre",
  "buyer.receipt.zip": "Código postal",
  "buyer.receipt.pageEmailOn":
    "Este enlace muestra solo esta solicitud. Su página privada, donde ve quién tiene su solicitud, reserva su llamada, lee la " +
    "revisión de sus cotizaciones y ve, corrige o borra sus datos, se abre con el enlace del correo que enviamos a la dirección " +
    "que nos dio.",
  "buyer.receipt.pageEmailOff": "Este enlace muestra solo esta solicitud. Un asesor le llamará al número que nos dio.",
  "buyer.receipt.lost": "¿No le llegó nuestro correo? Pida su enlace de nuevo",
  "buyer.email.title": "Confirme su nuevo correo electrónico",
  "buyer.email.ask": "¿Usamos {email} para sus solicitudes de ahora en adelante?",
  "buyer.email.button": "Sí, usar esta dirección",
  "buyer.email.invalid": "Puede que haya vencido o que ya se haya usado, o que otro cambio lo haya reemplazado.",
  "buyer.calendar.summary": "Llamada con su asesor de {brand}",
  "buyer.calendar.description":
    "Su asesor le llamará al número que nos dio. Para cambiar o cancelar la llamada: {page} ¿Preguntas? Llame al {phone}.",
  "buyer.dataPage.title": "Todo lo que tenemos sobre usted",
  "buyer.dataPage.intro": "Cada fila de cada tabla que es suya, tal como la guardamos, al {date}.",
  "buyer.dataPage.back": "Volver a su página",
  "buyer.dataPage.none": "Nada.",
  "buyer.table.leads": "El registro principal de sus solicitudes",
  "buyer.table.leadRequests": "Cada solicitud que hizo",
  "buyer.table.leadStatusChanges": "En qué fue su solicitud con el tiempo",
  "buyer.table.leadNotes": "Notas de los asesores",
  "buyer.table.callAttempts": "Llamadas que le hicimos",
  "buyer.table.leadSearchRows": "Entradas del buscador de los asesores",
  "buyer.table.advisorActions": "Lo que hicieron los asesores con su solicitud",
  "buyer.table.leadDeletions": "Borrados",
  "buyer.table.quoteChecks": "Las revisiones de sus cotizaciones",
  "buyer.table.quoteLines": "Las líneas de sus cotizaciones",
  "buyer.table.quoteFlags": "Lo que señalaron las revisiones",
  "buyer.table.quoteCorrections": "Correcciones de los asesores a una lectura",
  "buyer.table.emailSends": "Correos que le enviamos",
  "buyer.table.emailAddressSends": "Correos a su dirección por día (la dirección guardada como un código)",
  "buyer.table.chatStrikes": "Mensajes que el chat no aceptó",
  "buyer.total.total": "Total",
  "buyer.total.balance": "Saldo a pagar",
  "buyer.total.subtotal": "Subtotal",
  "buyer.total.taxable": "Monto gravable",
  "buyer.category.vehiclePrice": "Precio del vehículo",
  "buyer.category.discount": "Descuento",
  "buyer.category.rebate": "Reembolso del fabricante",
  "buyer.category.documentationFee": "Cargo por documentación",
  "buyer.category.electronicFiling": "Registro electrónico",
  "buyer.category.tireFee": "Cargo por llantas",
  "buyer.category.dmv": "DMV y registro",
  "buyer.category.salesTax": "Impuesto sobre las ventas",
  "buyer.category.addOn": "Producto adicional",
  "buyer.category.serviceContract": "Contrato de servicio",
  "buyer.category.gap": "Seguro GAP",
  "buyer.category.tradeIn": "Intercambio",
  "buyer.category.payoff": "Saldo pendiente",
  "buyer.category.downPayment": "Pago inicial",
  "buyer.category.other": "Otro",
};
